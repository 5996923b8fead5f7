/**
 * Maintainer tool: renders a sample of every illustration kind to SVG files
 * and a contact sheet, to look at after changing a drawing.
 *
 *   npm run media:illustrations -- [out-dir]   (default /tmp/illustrations)
 *   chromium --headless --no-sandbox --disable-gpu --screenshot=/tmp/ill.png \
 *     --window-size=1400,1800 file:///tmp/illustrations/index.html
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderIllustrationToString } from '@/components/media/illustrations/render';
import { ILLUSTRATION_SAMPLES } from '@/lib/illustrations/samples';

// tsx compiles this file as CommonJS, where top-level await is unavailable.
async function main() {
  const outDir = path.resolve(process.argv[2] ?? '/tmp/illustrations');
  await mkdir(outDir, { recursive: true });

  const cards: string[] = [];
  for (const { name, title, spec } of ILLUSTRATION_SAMPLES) {
    const svg = renderIllustrationToString(spec, title);
    await writeFile(path.join(outDir, `${name}.svg`), svg);
    cards.push(`<figure>${svg}<figcaption>${name}</figcaption></figure>`);
  }

  await writeFile(
    path.join(outDir, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Illustrations</title>
  <style>
    body { margin: 0; padding: 16px; background: #f3f6fa; font: 12px system-ui, sans-serif; color: #4a5a70;
           display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 12px; }
    figure { margin: 0; background: #fff; border: 1px solid #d6dee9; border-radius: 8px; padding: 6px; }
    svg { width: 100%; height: auto; display: block; }
    figcaption { text-align: center; }
  </style>
  ${cards.join('\n')}`,
  );
  console.log(`wrote ${ILLUSTRATION_SAMPLES.length} illustrations to ${outDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
