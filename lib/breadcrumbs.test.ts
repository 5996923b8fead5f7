import { getFamily, getPagedProducts } from '@/content/catalogue';
import { pageCrumbLabels, type TrailPageKey } from '@/content/seo';
import { familyTrail, pageTrail, productTrail } from './breadcrumbs';
import { paths } from '@/content/paths';

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

  it.each(Object.keys(pageCrumbLabels).map((k) => [k as TrailPageKey]))('runs Home › page on %s', (key) => {
    expect(pageTrail(key)).toEqual([
      { label: 'Home', href: paths.home },
      { label: pageCrumbLabels[key], href: paths[key] },
    ]);
  });
});
