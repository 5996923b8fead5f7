/** @jest-environment node */
import { INLINE_IMAGE_MAX_BYTES, imageDataUrl } from './inline-image';

describe('imageDataUrl', () => {
  it('types the bytes by extension and encodes them in base64', () => {
    expect(imageDataUrl('/a/b.avif', Uint8Array.from([0, 1, 2, 255]))).toBe('data:image/avif;base64,AAEC/w==');
    expect(imageDataUrl('x.WEBP', Uint8Array.from([104, 105]))).toBe('data:image/webp;base64,aGk=');
  });

  it('refuses a file type that has no place inline', () => {
    expect(() => imageDataUrl('poster.mp4', new Uint8Array(1))).toThrow(/not an image type/);
    expect(() => imageDataUrl('drawing', new Uint8Array(1))).toThrow(/not an image type/);
  });

  it('takes an image of exactly the cap and refuses one a byte over', () => {
    const atCap = imageDataUrl('a.avif', new Uint8Array(INLINE_IMAGE_MAX_BYTES));
    expect(atCap.startsWith('data:image/avif;base64,AAAA')).toBe(true);
    expect(atCap.length).toBe('data:image/avif;base64,'.length + 4 * Math.ceil(INLINE_IMAGE_MAX_BYTES / 3));
    expect(() => imageDataUrl('a.avif', new Uint8Array(INLINE_IMAGE_MAX_BYTES + 1))).toThrow(`a.avif is ${INLINE_IMAGE_MAX_BYTES + 1} bytes; an inline image may have ${INLINE_IMAGE_MAX_BYTES}`);
  });
});
