import { collectIllustrations, illustrationFileName, illustrationPath, illustrationSize } from './files';

describe('illustration files', () => {
  const olt = { kind: 'olt', ponType: 'GPON', ponPorts: 16, gePorts: 4, sfpUplinks: 4 } as const;

  it('names a file by kind and a hash of the spec', () => {
    expect(illustrationFileName(olt)).toMatch(/^olt-[0-9a-z]+\.svg$/);
    expect(illustrationPath(olt)).toBe(`/illustrations/${illustrationFileName(olt)}`);
  });

  it('gives equal specs one name whatever the field order, different specs different names', () => {
    const reordered = { sfpUplinks: 4, gePorts: 4, ponPorts: 16, ponType: 'GPON', kind: 'olt' } as const;
    expect(illustrationFileName(reordered)).toBe(illustrationFileName(olt));
    expect(illustrationFileName({ ...olt, ponPorts: 8 })).not.toBe(illustrationFileName(olt));
  });

  it('collects each distinct drawing once and skips photos', () => {
    const files = collectIllustrations([
      { kind: 'illustration', spec: olt, alt: 'a' },
      { kind: 'illustration', spec: { ...olt }, alt: 'b' },
      { kind: 'photo', image: 'people/founder', alt: 'c' },
    ]);
    expect([...files.keys()]).toEqual([illustrationFileName(olt)]);
  });

  it('reports the drawing size for width and height attributes', () => {
    expect(illustrationSize(olt)).toEqual({ width: 480, height: 360 });
  });
});
