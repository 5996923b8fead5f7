import {
  ENQUIRY_LIST_CAP,
  QUANTITY_MAX,
  QUANTITY_MIN,
  addToEnquiry,
  clampQuantity,
  enquiryListSubject,
  parseEnquiryItem,
  parseQuantity,
  productsFieldText,
  removeFromEnquiry,
  setQuantity,
  type EnquiryItem,
  type ProductLookup,
} from './enquiry-list';

const catalogue: Record<string, { model: string; title: string }> = {
  olt: { model: 'OP-100P16G', title: 'OP-100P16G 16-Port GPON OLT' },
  ont: { model: 'OP821GWV-D', title: 'OP821GWV-D Dual-Band WiFi 5 XPON ONT' },
  splicer: { model: 'S1V', title: 'Sumitomo S1V Active Clad Fusion Splicer' },
  cleaver: { model: 'FC-8R', title: 'Sumitomo FC-8R Cleaver' },
};
const lookup: ProductLookup = (key) => catalogue[key] ?? null;

describe('the enquiry list rules', () => {
  it('caps the list at 50 lines and quantities at 1 to 9,999', () => {
    expect([ENQUIRY_LIST_CAP, QUANTITY_MIN, QUANTITY_MAX]).toEqual([50, 1, 9999]);
  });

  it('adds a product once, with quantity 1', () => {
    const first = addToEnquiry([], 'olt');
    expect(first).toEqual({ items: [{ key: 'olt', quantity: 1 }], outcome: 'added' });
    const again = addToEnquiry(first.items, 'olt');
    expect(again.outcome).toBe('present');
    expect(again.items).toBe(first.items);
  });

  it('refuses a 51st product and leaves the list as it was', () => {
    const full: EnquiryItem[] = Array.from({ length: ENQUIRY_LIST_CAP }, (_, i) => ({ key: `p${i}`, quantity: 1 }));
    const result = addToEnquiry(full, 'one-more');
    expect(result.outcome).toBe('full');
    expect(result.items).toBe(full);
    expect(addToEnquiry(full.slice(1), 'one-more').outcome).toBe('added');
  });

  it('removes a product and keeps the order of the rest', () => {
    const items = [
      { key: 'a', quantity: 1 },
      { key: 'b', quantity: 2 },
      { key: 'c', quantity: 3 },
    ];
    expect(removeFromEnquiry(items, 'b').map((i) => i.key)).toEqual(['a', 'c']);
  });

  it('reads typed quantities only as whole numbers in range', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity(' 9999 ')).toBe(9999);
    for (const text of ['', '0', '10000', '-1', '2.5', '1e3', 'ten']) expect(parseQuantity(text)).toBeNull();
  });

  it('clamps any number into range', () => {
    expect([clampQuantity(0), clampQuantity(-5), clampQuantity(20000), clampQuantity(2.4), clampQuantity(Number.NaN)]).toEqual([
      1, 1, 9999, 2, 1,
    ]);
  });

  it('sets one line quantity, clamped, leaving the others', () => {
    const items = [
      { key: 'a', quantity: 1 },
      { key: 'b', quantity: 2 },
    ];
    expect(setQuantity(items, 'b', 12000)).toEqual([
      { key: 'a', quantity: 1 },
      { key: 'b', quantity: 9999 },
    ]);
  });

  it('accepts only well-formed stored lines', () => {
    expect(parseEnquiryItem({ key: 'olt', quantity: 3 })).toEqual({ key: 'olt', quantity: 3 });
    for (const bad of [null, 'olt', { key: '', quantity: 1 }, { key: 'olt' }, { key: 'olt', quantity: 0 }, { key: 'olt', quantity: 1.5 }, { key: 1, quantity: 1 }]) {
      expect(parseEnquiryItem(bad)).toBeNull();
    }
  });
});

describe('productsFieldText', () => {
  it('writes one "<model> — <title> × <qty>" line per product, in list order', () => {
    const text = productsFieldText(
      [
        { key: 'olt', quantity: 1 },
        { key: 'ont', quantity: 250 },
      ],
      lookup,
    );
    expect(text).toBe('OP-100P16G — OP-100P16G 16-Port GPON OLT × 1\nOP821GWV-D — OP821GWV-D Dual-Band WiFi 5 XPON ONT × 250');
  });

  it('leaves out products the catalogue no longer has, and is empty for an empty list', () => {
    expect(productsFieldText([{ key: 'gone', quantity: 1 }, { key: 'splicer', quantity: 2 }], lookup)).toBe(
      'S1V — Sumitomo S1V Active Clad Fusion Splicer × 2',
    );
    expect(productsFieldText([], lookup)).toBe('');
  });
});

describe('enquiryListSubject', () => {
  it('names up to three models and counts the rest', () => {
    const items = ['olt', 'ont', 'splicer', 'cleaver'].map((key) => ({ key, quantity: 1 }));
    expect(enquiryListSubject(items.slice(0, 2), lookup)).toBe('Quotation request: OP-100P16G, OP821GWV-D');
    expect(enquiryListSubject(items, lookup)).toBe('Quotation request: OP-100P16G, OP821GWV-D, S1V and 1 more');
    expect(enquiryListSubject([], lookup)).toBe('');
  });
});
