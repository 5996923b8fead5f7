import { clip, excerptFor, highlight } from './highlight';

const marked = (segments: { text: string; mark: boolean }[]) => segments.filter((s) => s.mark).map((s) => s.text);
const plain = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

describe('highlight', () => {
  it('marks the chunks whose terms matched, keeping the text intact', () => {
    const text = 'Fits the OP-100P16G, with 1:128 split.';
    const segments = highlight(text, new Set(['op100p16g', '1128']));
    expect(marked(segments)).toEqual(['OP-100P16G', '1:128']);
    expect(plain(segments)).toBe(text);
  });

  it('marks plurals and the other spelling', () => {
    expect(marked(highlight('Fiber cables and fibres', new Set(['fibre', 'cable'])))).toEqual(['Fiber', 'cables', 'fibres']);
  });

  it('marks nothing when nothing matched', () => {
    expect(highlight('Plain text', new Set())).toEqual([{ text: 'Plain text', mark: false }]);
  });
});

describe('clip', () => {
  const long = `${'word '.repeat(60)}target ${'tail '.repeat(30)}`.trim();

  it('leaves short text alone', () => {
    expect(clip('short text', new Set(['short']))).toBe('short text');
  });

  it('cuts around the first match with ellipses', () => {
    const cut = clip(long, new Set(['target']), 100);
    expect(cut).toMatch(/^….*target.*…$/);
    expect(cut.length).toBeLessThanOrEqual(102);
  });
});

describe('excerptFor', () => {
  const doc = {
    title: 'OP-100P16G 16-Port GPON OLT',
    excerpt: 'A 1U Layer 3 GPON OLT.',
    summary: 'A 1U Layer 3 GPON OLT.',
    body: 'Optics to suit each route: SFP slots.',
    specs: 'GPON ports: Maximum split ratio: 1:128\nPower consumption: 85 W',
  };

  it('shows the line that matched when the title and excerpt do not', () => {
    expect(plain(excerptFor(doc, new Set(['85'])))).toBe('Power consumption: 85 W');
  });

  it('keeps the excerpt when the title shows the match', () => {
    expect(plain(excerptFor(doc, new Set(['op100p16g'])))).toBe(doc.excerpt);
  });
});
