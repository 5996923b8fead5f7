import {
  ENQUIRY_LIST_CAP,
  QUANTITY_MAX,
  QUANTITY_MIN,
  addToEnquiry,
  clampQuantity,
  parseEnquiryItem,
  parseQuantity,
  removeFromEnquiry,
  resolveItems,
  setQuantity,
  type EnquiryItem,
} from './list';

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

  it('resolves lines to the catalogue’s model and title, leaving out keys it no longer has', () => {
    const lookup = (key: string) => (key === 'olt' ? { model: 'OP-100P16G', title: 'OP-100P16G 16-Port GPON OLT' } : null);
    expect(resolveItems([{ key: 'gone', quantity: 1 }, { key: 'olt', quantity: 4 }], lookup)).toEqual([
      { key: 'olt', quantity: 4, model: 'OP-100P16G', title: 'OP-100P16G 16-Port GPON OLT' },
    ]);
  });
});
