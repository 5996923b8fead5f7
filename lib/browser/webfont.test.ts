import { cacheWebFont, fallbackFamilies, firstFamily, WEBFONT_ATTRIBUTE, WEBFONT_HEAD_SCRIPT, WEBFONT_STORAGE_KEY } from './webfont';

const face = (family: string, status = 'unloaded') => ({ family, status, load: jest.fn(() => Promise.resolve()) });

describe('web font from the second view on', () => {
  it('reads the web font and its fallbacks from a font-family list', () => {
    expect(firstFamily('"inter", "inter Fallback"')).toBe('inter');
    expect(fallbackFamilies('"inter", "inter Fallback"')).toBe('"inter Fallback"');
  });

  it('loads the declared but unused faces of the family, then records it', async () => {
    const inter = face('inter');
    const other = face('other');
    const used = face('"inter"', 'loaded');
    const storage = { setItem: jest.fn() };
    await expect(cacheWebFont('inter', { forEach: (cb) => [inter, other, used].forEach(cb) }, storage)).resolves.toBe(true);
    expect(inter.load).toHaveBeenCalled();
    expect(other.load).not.toHaveBeenCalled();
    expect(used.load).not.toHaveBeenCalled();
    expect(storage.setItem).toHaveBeenCalledWith(WEBFONT_STORAGE_KEY, '1');
  });

  it('records nothing when the page declares no such face, or storage is refused', async () => {
    const storage = { setItem: jest.fn() };
    await expect(cacheWebFont('inter', { forEach: () => {} }, storage)).resolves.toBe(false);
    expect(storage.setItem).not.toHaveBeenCalled();
    const refusing = { setItem: jest.fn(() => { throw new Error('quota'); }) };
    await expect(cacheWebFont('inter', { forEach: (cb) => cb(face('inter')) }, refusing)).resolves.toBe(true);
  });

  it('marks <html> from the head script only when the flag is stored', () => {
    document.documentElement.removeAttribute(WEBFONT_ATTRIBUTE);
    localStorage.clear();
    new Function(WEBFONT_HEAD_SCRIPT)();
    expect(document.documentElement.hasAttribute(WEBFONT_ATTRIBUTE)).toBe(false);
    localStorage.setItem(WEBFONT_STORAGE_KEY, '1');
    new Function(WEBFONT_HEAD_SCRIPT)();
    expect(document.documentElement.hasAttribute(WEBFONT_ATTRIBUTE)).toBe(true);
  });
});
