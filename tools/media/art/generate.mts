/**
 * Regenerates every drawn picture: sources under media/images/ (the image
 * step encodes them) and the brand files Next picks up from app/ and public/.
 * Deterministic: the same code writes the same bytes, so an unchanged picture
 * is not re-encoded. `npm run media:art`, then `npm run build:images`.
 * Runs under tsx, which loads the site's TypeScript records it draws from.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { branches } from '@/content/branches';
import { mark } from '@/lib/brand/mark';
import { root } from '../../../scripts/lib/art-kit.mjs';
import { banners } from './banners.mjs';
import { writeBrandFiles } from './brand.mjs';
import { events } from './events.mjs';
import { factoryStills } from './factory.mjs';
import { partners } from './partners.mjs';
import { avatars, founder } from './people.mjs';

const only = process.argv[2];
/** Each folder under media/images/ and its pictures, by file name without .svg. */
const sources: Record<string, Record<string, string>> = {
  banners: banners({ branches }),
  partners: partners(),
  events: events(mark),
  people: { founder: founder() },
  avatars: avatars(),
  factory: factoryStills(),
};

let written = 0;
for (const [folder, files] of Object.entries(sources)) {
  for (const [name, content] of Object.entries(files)) {
    const key = `${folder}/${name}`;
    if (only !== undefined && !key.startsWith(only)) continue;
    const file = path.join(root, 'media/images', folder, `${name}.svg`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    written += 1;
  }
}
const brand = only === undefined || only === 'brand' ? await writeBrandFiles(mark) : 0;
console.log(`art: ${written} sources written to media/images/${brand ? `, ${brand} brand files to app/ and public/icons/` : ''}`);
