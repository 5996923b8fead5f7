import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import names from '@/lib/icons/client-icon-names.json';
import * as icons from './icons';
import type { IconProps } from './icon-drawing';

const withoutClass = (markup: string) => markup.replace(/ class="[^"]*"/, '');

describe('client icons', () => {
  it.each(Object.keys(names))('%s draws as lucide-react draws it', (name) => {
    const Ours = icons[name as keyof typeof icons] as (props: IconProps) => React.ReactElement;
    const Theirs = lucide[name as keyof typeof lucide] as unknown as (props: object) => React.ReactElement;
    expect(Ours).toBeDefined();
    for (const props of [{}, { size: 18, strokeWidth: 2.5 }, { 'aria-label': 'Close' }]) {
      expect(withoutClass(renderToStaticMarkup(<Ours {...props} />))).toBe(withoutClass(renderToStaticMarkup(<Theirs {...props} />)));
    }
    expect(renderToStaticMarkup(<Ours className="mine" />)).toMatch(/ class="lucide lucide-[a-z0-9-]+ mine"/);
  });

  it('exports exactly the icons the names file lists, so `npm run icons` and the exports agree', () => {
    const exported = Object.keys(icons).filter((key) => /^[A-Z]/.test(key));
    expect(exported.sort()).toEqual(Object.keys(names).sort());
  });
});
