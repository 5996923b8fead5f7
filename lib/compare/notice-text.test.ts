import { compareNoticeText } from './notice-text';

const name = (family: string) => (family === 'pon' ? 'Lumora PON' : family);

describe('compareNoticeText', () => {
  it('counts an addition against the limit', () => {
    expect(compareNoticeText('OP-100P8', { kind: 'added' }, 3, name)).toBe('OP-100P8 added: 3 of 4 chosen.');
  });

  it('says a fifth product was not added, and why', () => {
    expect(compareNoticeText('OP-101X', { kind: 'full' }, 4, name)).toMatch(/^OP-101X was not added: a comparison holds at most 4 products/);
  });

  it('names the family being compared when another family’s product is refused', () => {
    const text = compareNoticeText('S1V', { kind: 'other-family', family: 'pon' }, 2, name);
    expect(text).toMatch(/^S1V was not added: models are compared within one family/);
    expect(text).toContain('Lumora PON products');
  });

  it('confirms a removal', () => {
    expect(compareNoticeText('OP-100P8', { kind: 'removed' }, 2, name)).toBe('OP-100P8 removed from the comparison.');
  });
});
