import { getFamily, getPagedProducts } from '@/content/catalogue';
import { pages, sitePageKeys, type TrailPageKey } from '@/content/pages';
import { familyTrail, pageTrail, productTrail } from './breadcrumbs';
import { paths } from '@/content/paths';

/** The pages that show a trail: every registry page whose record does not say `trail: false`. */
const trailPages = sitePageKeys.filter((key): key is TrailPageKey => !('trail' in pages[key]));

describe('breadcrumb trails', () => {
  it('runs Home › family › model on a product page, every crumb naming its page', () => {
    const product = getPagedProducts().find((p) => p.key === 's1v')!;
    expect(productTrail(product)).toEqual([
      { label: 'Home', href: paths.home },
      { label: 'Sumitomo', href: paths.sumitomo },
      { label: 'S1V', href: product.page.route },
    ]);
  });

  it('runs Home › family on a landing page', () => {
    expect(familyTrail(getFamily('pon'))).toEqual([
      { label: 'Home', href: paths.home },
      { label: getFamily('pon').shortTitle, href: paths.pon },
    ]);
  });

  it.each(trailPages.map((k) => [k]))('runs Home › page on %s, named by its record’s crumb', (key) => {
    expect(pageTrail(key)).toEqual([
      { label: pages.home.crumb, href: paths.home },
      { label: pages[key].crumb, href: paths[key] },
    ]);
  });
});
