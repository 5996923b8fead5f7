import { decodeXml, fitText, keepFiguresTogether, outlineSvgText, wrapWords, type Typesetter } from './outline';

/** Every character is a 10 × size/10 box, so widths are easy to reason about. */
const boxes: Typesetter = {
  outline(text, { size, spacing = 0 }) {
    const advance = size / 2 + spacing;
    const d = [...text].map((_, i) => `M${i * advance} 0h${size / 2}v${-size}h${-size / 2}Z`).join('');
    return { d, width: advance * [...text].length };
  },
};

const measure = (line: string) => line.length * 10;

describe('outlineSvgText', () => {
  it('replaces every text element with a path and keeps its paint', () => {
    const svg = '<svg><text x="10" y="20" font-size="8" font-weight="700" fill="#f2a33a" opacity="0.5">AB</text><rect/></svg>';
    const out = outlineSvgText(svg, boxes);
    expect(out).not.toContain('<text');
    expect(out).toMatch(/<path d="M0 0h4[^"]*" fill="#f2a33a" opacity="0.5" transform="translate\(10 20\)"\/>/);
    expect(out).toContain('<rect/>');
  });

  it('moves middle- and end-anchored text back by half and all of its width', () => {
    const middle = outlineSvgText('<text x="100" y="0" font-size="10" text-anchor="middle">abcd</text>', boxes);
    const end = outlineSvgText('<text x="100" y="0" font-size="10" text-anchor="end">abcd</text>', boxes);
    expect(middle).toContain('translate(90 0)');
    expect(end).toContain('translate(80 0)');
  });

  it('counts letter-spacing in the width it anchors by', () => {
    const out = outlineSvgText('<text x="100" y="0" font-size="10" letter-spacing="1" text-anchor="end">ab</text>', boxes);
    expect(out).toContain('translate(88 0)');
  });

  it('applies the element transform before its own position', () => {
    const out = outlineSvgText('<text transform="scale(1 -1)" x="5" y="6" font-size="10">a</text>', boxes);
    expect(out).toContain('transform="scale(1 -1) translate(5 6)"');
  });

  it('sets the decoded characters', () => {
    const seen: string[] = [];
    outlineSvgText('<text font-size="10">A &amp; B &#x27;x&#39; &lt;</text>', {
      outline(text, style) {
        seen.push(text);
        return boxes.outline(text, style);
      },
    });
    expect(seen).toEqual(["A & B 'x' <"]);
  });

  it('refuses markup it would lose words from', () => {
    expect(() => outlineSvgText('<text>a<tspan>b</tspan></text>', boxes)).toThrow(/tspan/);
  });
});

describe('decodeXml', () => {
  it('decodes named, decimal and hex references and leaves unknown ones', () => {
    expect(decodeXml('&quot;&#955;&#x3bb;&nbsp;')).toBe('"λλ&nbsp;');
  });
});

describe('wrapWords', () => {
  it('fills each line with as many words as fit', () => {
    expect(wrapWords('aa bb cc dd', 50, measure)).toEqual(['aa bb', 'cc dd']);
  });

  it('gives an over-long word a line of its own', () => {
    expect(wrapWords('a verylongword b', 50, measure)).toEqual(['a', 'verylongword', 'b']);
  });
});

describe('keepFiguresTogether', () => {
  it('never lets a line break split a rating', () => {
    const title = keepFiguresTogether('Lumora CE0819M CATV EDFA, 8 × 19.5 dBm');
    expect(wrapWords(title, 60, measure)).toEqual(['Lumora', 'CE0819M', 'CATV', 'EDFA,', '8\u00a0×\u00a019.5\u00a0dBm']);
  });

  it('keeps a short aside in brackets on one line', () => {
    expect(keepFiguresTogether('Platinum Fibre Cable (up to 24F)')).toBe('Platinum Fibre Cable (up\u00a0to\u00a024F)');
    expect(keepFiguresTogether('A (much longer aside than fits)')).toBe('A (much longer aside than fits)');
  });

  it('binds a number to its unit but not to the next word', () => {
    expect(keepFiguresTogether('1310 nm and 2 fibres, 350 N tensile')).toBe('1310\u00a0nm and 2 fibres, 350\u00a0N tensile');
  });
});

describe('fitText', () => {
  const sized = (line: string, size: number) => line.length * size;

  it('takes the largest size that fits the line count', () => {
    // At 10 px 'aaaa bbbb' is 90 px: one line of 100. At 20 px it needs two lines.
    expect(fitText('aaaa bbbb', { maxWidth: 100, maxLines: 1, sizes: [20, 10] }, sized)).toEqual({ size: 10, lines: ['aaaa bbbb'] });
    expect(fitText('aaaa bbbb', { maxWidth: 100, maxLines: 2, sizes: [10, 20] }, sized)).toEqual({ size: 20, lines: ['aaaa', 'bbbb'] });
  });

  it('falls back to the smallest size when nothing fits', () => {
    expect(fitText('aaaaaaaaaaaa', { maxWidth: 10, maxLines: 1, sizes: [12, 8] }, sized).size).toBe(8);
  });
});
