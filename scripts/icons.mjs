#!/usr/bin/env node
/**
 * Writes components/ui/icons.generated.ts: the drawing of every icon that
 * client components show (lib/icons/client-icon-names.json), taken from the
 * installed lucide-react, one constant per icon so a page's script carries
 * only the drawings it uses. components/ui/icons.tsx draws them without
 * lucide-react's runtime. Run after adding a name or upgrading lucide-react;
 * components/ui/icons.test.tsx fails while the file is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'components', 'ui', 'icons.generated.ts');
const names = JSON.parse(await readFile(path.join(root, 'lib', 'icons', 'client-icon-names.json'), 'utf8'));

const lines = [
  '// Written by `npm run icons` (scripts/icons.mjs) from lucide-react; do not edit.',
  "import type { IconDrawing } from './icon-drawing';",
  '',
];
for (const [component, lucideName] of Object.entries(names)) {
  const { __iconData } = await import(`lucide-react/icons/${lucideName}`);
  const node = __iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
  lines.push(`export const ${component}: IconDrawing = [${JSON.stringify(lucideName)}, ${JSON.stringify(node)}];`);
}
const text = `${lines.join('\n')}\n`;
const before = await readFile(file, 'utf8').catch(() => '');
if (before === text) console.log('icons: components/ui/icons.generated.ts is up to date');
else {
  await writeFile(file, text);
  console.log(`icons: wrote ${Object.keys(names).length} drawings to components/ui/icons.generated.ts`);
}
