import { formatBytes, formatBytesOf } from './bytes';

const MB = 1024 * 1024;

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [512, '512 bytes'],
    [1024, '1 KB'],
    [86_000, '84 KB'],
    [MB, '1.0 MB'],
    [31 * MB, '31.0 MB'],
    [12.44 * MB, '12.4 MB'],
    [1.25 * 1024 * MB, '1.3 GB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('refuses what is not a size', () => {
    expect(() => formatBytes(-1)).toThrow(/not a size/);
    expect(() => formatBytes(Number.NaN)).toThrow(/not a size/);
  });
});

describe('formatBytesOf', () => {
  it('writes the part in the whole’s unit', () => {
    expect(formatBytesOf(12.4 * MB, 31 * MB)).toBe('12.4 of 31.0 MB');
    expect(formatBytesOf(300 * 1024, 31 * MB)).toBe('0.3 of 31.0 MB');
    expect(formatBytesOf(0, 900 * 1024)).toBe('0 of 900 KB');
    expect(formatBytesOf(0, 1)).toBe('0 of 1 byte');
  });

  it('never shows more done than there is', () => {
    expect(formatBytesOf(40 * MB, 31 * MB)).toBe('31.0 of 31.0 MB');
  });
});
