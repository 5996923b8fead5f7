import type { ProductLookup } from './list';
import { enquiryListSubject, productsFieldText } from './list-text';

const catalogue: Record<string, { model: string; title: string }> = {
  olt: { model: 'OP-100P16G', title: 'OP-100P16G 16-Port GPON OLT' },
  ont: { model: 'OP821GWV-D', title: 'OP821GWV-D Dual-Band WiFi 5 XPON ONT' },
  splicer: { model: 'S1V', title: 'Sumitomo S1V Active Clad Fusion Splicer' },
  cleaver: { model: 'FC-8R', title: 'Sumitomo FC-8R Cleaver' },
};
const lookup: ProductLookup = (key) => catalogue[key] ?? null;

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
