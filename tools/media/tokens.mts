/**
 * Writes the colour custom properties of app/tokens.css from
 * lib/brand/palette.json, the one place the palette is defined. Run after
 * changing a colour (`npm run media:tokens`); lib/brand/palette.test.ts fails
 * while the block is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPaletteBlock } from '@/lib/brand/palette';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..', 'app', 'tokens.css');
const before = await readFile(file, 'utf8');
const after = withPaletteBlock(before);
if (after === before) console.log('tokens: app/tokens.css is up to date');
else {
  await writeFile(file, after);
  console.log('tokens: wrote the palette block of app/tokens.css');
}
