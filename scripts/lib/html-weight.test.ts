import { brotliWireBytes as brotli4 } from '@/lib/hosting/round-trips';
import { noise, padToWireSize, withComment } from './html-weight';

const page = '<!DOCTYPE html><html lang="en"><head><title>Floor</title></head><body><main><h1>Floor</h1><p>One page of text.</p></main></body></html>';

describe('the weighted floor', () => {
  it('draws the same noise from the same seed, and other noise from another', () => {
    expect(noise(64)).toBe(noise(64));
    expect(noise(64, 1)).not.toBe(noise(64, 2));
    expect(noise(100).startsWith(noise(40))).toBe(true);
    expect(noise(0)).toBe('');
    expect(() => noise(-1)).toThrow(RangeError);
  });

  it('draws noise that cannot close a comment and that compression cannot undo', () => {
    const text = noise(20_000);
    expect(text).toMatch(/^[A-Za-z0-9+/]+$/);
    // Six bits a character at best: anything much under 0.75 would mean the noise repeats.
    expect(brotli4(text) / text.length).toBeGreaterThan(0.74);
  });

  it('puts the comment just before </body>, leaving the page around it untouched', () => {
    const padded = withComment(page, 10);
    expect(padded).toBe(page.replace('</body>', `<!--${noise(10)}--></body>`));
    expect(() => withComment('<p>no body</p>', 10)).toThrow(/<\/body>/);
  });

  it('pads to the weight asked for on the wire, and no further', () => {
    for (const target of [14_600, 28_000, 40_000]) {
      const padded = padToWireSize(page, target, brotli4);
      expect(brotli4(padded)).toBeGreaterThanOrEqual(target);
      const length = padded.length - page.length - '<!---->'.length;
      expect(brotli4(withComment(page, length - 1))).toBeLessThan(target);
    }
  });

  it('leaves a page that already weighs enough as it is', () => {
    expect(padToWireSize(page, 10, brotli4)).toBe(page);
  });
});
