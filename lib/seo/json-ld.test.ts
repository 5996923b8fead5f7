import { jsonLdGraph, serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('never writes a closing script tag, however the content spells it', () => {
    const hostile = { name: 'x</script><script>alert(1)</script>', other: '</SCRIPT >', comment: '<!-- a' };
    const out = serializeJsonLd(hostile);
    expect(out).not.toMatch(/<\/script/i);
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
    expect(out).not.toContain('<!--');
  });

  it('round-trips to the same value', () => {
    const value = { name: 'A & B <c> \u2028 line', list: [1, 'two', { three: '3 > 2' }] };
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
  });

  it('escapes the two line separators JavaScript reads as line ends', () => {
    expect(serializeJsonLd('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
  });
});

describe('jsonLdGraph', () => {
  it('wraps the nodes in one schema.org graph', () => {
    const graph = jsonLdGraph([{ '@type': 'WebSite', name: 'Lumora' }]);
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@graph']).toHaveLength(1);
  });
});
