/** @jest-environment node */
import { renderIllustrationToString } from './render';

const idsOf = (svg: string) => Array.from(svg.matchAll(/ id="([^"]+)"/g), (match) => match[1]);

describe('renderIllustrationToString', () => {
  it('returns a standalone SVG document with its title', () => {
    const svg = renderIllustrationToString({ kind: 'sfp', label: 'EPON ONU' }, 'EPON SFP module');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toMatch(/<title id="[^"]+">EPON SFP module<\/title>/);
  });

  it('gives two different drawings disjoint ids so both can be inlined in one document', () => {
    const a = idsOf(renderIllustrationToString({ kind: 'sfp', label: 'A' }, 'A'));
    const b = idsOf(renderIllustrationToString({ kind: 'sfp', label: 'B' }, 'B'));
    expect(a.length).toBeGreaterThan(0);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it('renders the same markup for the same input', () => {
    const spec = { kind: 'endface-inspector' } as const;
    expect(renderIllustrationToString(spec, 'x')).toBe(renderIllustrationToString(spec, 'x'));
  });
});
