/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { getProduct } from '@/content/catalogue';
import { illustrationPath } from '@/lib/illustrations/files';
import { renderIllustrationToString } from '@/components/media/illustrations/render';
import { DRAWING_DPI, drawingAspect, printPixels, rasteriseDrawing, readIllustrationFile, type IllustrationSource } from './drawing';

const olt = getProduct('op-100p16g')!;
const fromComponents: IllustrationSource = async (spec, alt) => renderIllustrationToString(spec, alt);

describe('rasteriseDrawing', () => {
  it('prints at 300 pixels per inch of printed width', () => {
    expect(DRAWING_DPI).toBe(300);
    expect(printPixels(72)).toBe(300);
    expect(printPixels(200)).toBe(834);
  });

  it('rasterises the product drawing to a JPEG of print resolution, in the drawing’s proportions', async () => {
    const raster = await rasteriseDrawing(olt.image, 200, '#f3f6fa', fromComponents);
    const meta = await sharp(Buffer.from(raster.jpeg)).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, raster.width]).toEqual([834, 834]);
    expect(Math.abs(raster.height - 834 / drawingAspect(olt.image))).toBeLessThanOrEqual(1);
  });

  it('draws the product, not a blank: the picture holds the drawing’s dark navy body', async () => {
    const raster = await rasteriseDrawing(olt.image, 200, '#ffffff', fromComponents);
    const { channels } = await sharp(Buffer.from(raster.jpeg)).stats();
    const [red, , blue] = channels;
    // An all-white raster would have minimum 255 everywhere and no spread.
    expect(red!.min).toBeLessThan(60);
    expect(blue!.stdev).toBeGreaterThan(20);
  });
});

describe('readIllustrationFile', () => {
  const spec = olt.image.kind === 'illustration' ? olt.image.spec : null;
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'drawings-'));
    jest.spyOn(process, 'cwd').mockReturnValue(root);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await rm(root, { recursive: true, force: true });
  });

  it('reads the drawing file the prebuild step wrote under public/', async () => {
    const file = path.join(root, 'public', illustrationPath(spec!));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expect(readIllustrationFile(spec!, 'OLT')).resolves.toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('names the missing file and the step that writes it', async () => {
    await expect(readIllustrationFile(spec!, 'OLT')).rejects.toThrow(/public\/illustrations\/olt-.*\.svg is missing: the prebuild step/);
  });
});
