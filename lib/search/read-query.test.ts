import { MAX_QUERY_LENGTH } from './normalise';
import { readQuery, safeDecode } from './read-query';

describe('readQuery', () => {
  it('reads the query parameter', () => {
    expect(readQuery('?query=otdr')).toBe('otdr');
    expect(readQuery('?x=1&query=fc-8r&query=ignored')).toBe('fc-8r');
  });

  it('gives an empty string when the parameter is missing or empty', () => {
    expect(readQuery('')).toBe('');
    expect(readQuery('?q=otdr')).toBe('');
    expect(readQuery('?query')).toBe('');
    expect(readQuery('?query=')).toBe('');
  });

  it('decodes form encoding: + and %20 are spaces, escapes are UTF-8', () => {
    expect(readQuery('?query=OP+100+P16G')).toBe('OP 100 P16G');
    expect(readQuery('?query=82C%2B%20plus')).toBe('82C+ plus');
    expect(readQuery(`?query=${encodeURIComponent('फाइबर केबल')}`)).toBe('फाइबर केबल');
    expect(readQuery(`?query=${encodeURIComponent('😀 光纤')}`)).toBe('😀 光纤');
  });

  it('shows malformed percent-encoding exactly as typed', () => {
    expect(readQuery('?query=%E0%A4%A')).toBe('%E0%A4%A');
    expect(readQuery('?query=100%')).toBe('100%');
    expect(readQuery('?query=%zz%2')).toBe('%zz%2');
    expect(readQuery('?query=%FF%FE')).toBe('%FF%FE');
  });

  it('decodes the valid escapes around a malformed one', () => {
    expect(readQuery('?query=%C3%A9t%C3%A9%E0%A4x')).toBe('été%E0%A4x');
    expect(readQuery('?query=%E0%A4%95%E0%A4')).toBe('क%E0%A4');
  });

  it('keeps HTML as text', () => {
    const html = '<img src=x onerror=window.__x=1>';
    expect(readQuery(`?query=${encodeURIComponent(html)}`)).toBe(html);
  });

  it(`cuts the query to ${MAX_QUERY_LENGTH} characters`, () => {
    expect(readQuery(`?query=${'a'.repeat(1000)}`)).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('safeDecode', () => {
  it('never throws', () => {
    for (const s of ['%', '%%', '%E0', '%C0%80', '%ED%A0%80', '%F4%90%80%80', '+%+', '%u0041']) {
      expect(() => safeDecode(s)).not.toThrow();
    }
  });
});
