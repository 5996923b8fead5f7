import { renderToStaticMarkup } from 'react-dom/server';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide-react';
import names from '@/lib/icons/client-icon-names.json';
import type { IconProps } from './icon-drawing';

const withoutClass = (markup: string) => markup.replace(/ class="[^"]*"/, '');
const dir = path.join(__dirname, 'icons');

describe('client icons', () => {
  it.each(Object.entries(names))('%s (icons/%s.ts) draws as lucide-react draws it', (name, file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- one module per icon, named by the names file
    const Ours = (require(`./icons/${file}`) as Record<string, (props: IconProps) => React.ReactElement>)[name]!;
    const Theirs = lucide[name as keyof typeof lucide] as unknown as (props: object) => React.ReactElement;
    expect(Ours).toBeDefined();
    for (const props of [{}, { size: 18, strokeWidth: 2.5 }, { 'aria-label': 'Close' }]) {
      expect(withoutClass(renderToStaticMarkup(<Ours {...props} />))).toBe(withoutClass(renderToStaticMarkup(<Theirs {...props} />)));
    }
    expect(renderToStaticMarkup(<Ours className="mine" />)).toMatch(/ class="lucide lucide-[a-z0-9-]+ mine"/);
  });

  it('has one module per name and no other (`npm run media:icons` writes them)', () => {
    expect(readdirSync(dir).sort()).toEqual(Object.values(names).map((file) => `${file}.ts`).sort());
  });
});
