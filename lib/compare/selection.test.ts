import { COMPARE_MAX, parseCompareItem, selectionFamily, toggleCompare, type CompareItem } from './selection';

const olt = (n: number): CompareItem => ({ key: `olt-${n}`, family: 'pon', model: `OLT ${n}` });
const splicer: CompareItem = { key: 's1v', family: 'sumitomo', model: 'S1V' };

describe('toggleCompare', () => {
  it('holds up to four products', () => {
    expect(COMPARE_MAX).toBe(4);
  });

  it('adds a product, and removes it on the second toggle', () => {
    const added = toggleCompare([], olt(1));
    expect(added).toEqual({ items: [olt(1)], outcome: { kind: 'added' } });
    expect(toggleCompare(added.items, olt(1))).toEqual({ items: [], outcome: { kind: 'removed' } });
  });

  it('refuses a fifth product and changes nothing', () => {
    const four = [olt(1), olt(2), olt(3), olt(4)];
    const result = toggleCompare(four, olt(5));
    expect(result.outcome).toEqual({ kind: 'full' });
    expect(result.items).toBe(four);
  });

  it('refuses a product of another family, naming the family being compared', () => {
    const items = [olt(1)];
    const result = toggleCompare(items, splicer);
    expect(result.outcome).toEqual({ kind: 'other-family', family: 'pon' });
    expect(result.items).toBe(items);
  });

  it('names the family of the selection, or null when empty', () => {
    expect(selectionFamily([])).toBeNull();
    expect(selectionFamily([splicer])).toBe('sumitomo');
  });
});

describe('parseCompareItem', () => {
  it('accepts a model’s key and an old product key alike, so a list stored before models had keys still reads', () => {
    expect(parseCompareItem({ key: 'ae3100~ae3100e', family: 'deviser', model: 'AE3100E' })).toEqual({ key: 'ae3100~ae3100e', family: 'deviser', model: 'AE3100E' });
    expect(parseCompareItem({ key: 'ae3100', family: 'deviser', model: 'AE3100A~F' })).toEqual({ key: 'ae3100', family: 'deviser', model: 'AE3100A~F' });
  });

  it('accepts a stored item and rejects anything else', () => {
    expect(parseCompareItem({ key: 's1v', family: 'sumitomo', model: 'S1V' })).toEqual(splicer);
    for (const bad of [null, 's1v', { key: 's1v', family: 'nikon', model: 'S1V' }, { key: '', family: 'pon', model: 'x' }, { key: 'a', family: 'pon' }]) {
      expect(parseCompareItem(bad)).toBeNull();
    }
  });
});
