/**
 * Writes components/ui/icons/<name>.ts, one module per icon that client
 * components show (lib/icons/client-icon-names.json), with its drawing taken
 * from the installed lucide-react: a page's script then carries only the
 * drawings it uses, drawn by components/ui/icon-drawing.ts without
 * lucide-react's runtime. Run after adding a name or upgrading lucide-react;
 * components/ui/icons.test.tsx fails while a module is stale or missing
 * (`npm run media:icons`).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(root, 'components', 'ui', 'icons');
const names = JSON.parse(await readFile(path.join(root, 'lib', 'icons', 'client-icon-names.json'), 'utf8')) as Record<string, string>;

/** The module that draws `component` (lucide's `lucideName`). */
/** A lucide drawing: its elements, each a tag and its attributes. */
type IconNode = [tag: string, attributes: Record<string, string>][];

async function iconModule(component: string, lucideName: string): Promise<string> {
  const { __iconData } = (await import(`lucide-react/icons/${lucideName}`)) as { __iconData: { node: IconNode } };
  // lucide's React keys are dropped: the drawing's elements never reorder.
  const node = __iconData.node.map(([tag, attributes]) => [tag, Object.fromEntries(Object.entries(attributes).filter(([name]) => name !== 'key'))]);
  return [
    '// Written by `npm run media:icons` (tools/media/icons.mts) from lucide-react; do not edit.',
    "import { drawIcon, type IconDrawing, type IconProps } from '../icon-drawing';",
    '',
    `const drawing: IconDrawing = [${JSON.stringify(lucideName)}, ${JSON.stringify(node)}];`,
    '',
    `export function ${component}(props: IconProps) {`,
    '  return drawIcon(drawing, props);',
    '}',
    '',
  ].join('\n');
}

{
  await mkdir(dir, { recursive: true });
  const wanted = new Set<string>();
  let written = 0;
  for (const [component, lucideName] of Object.entries(names)) {
    const file = path.join(dir, `${lucideName}.ts`);
    wanted.add(path.basename(file));
    const text = await iconModule(component, lucideName);
    if ((await readFile(file, 'utf8').catch(() => '')) !== text) {
      await writeFile(file, text);
      written += 1;
    }
  }
  for (const name of await readdir(dir)) if (!wanted.has(name)) await rm(path.join(dir, name));
  console.log(written === 0 ? 'icons: components/ui/icons/ is up to date' : `icons: wrote ${written} of ${wanted.size} icon modules in components/ui/icons/`);
}
