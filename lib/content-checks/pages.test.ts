import { getPage } from '@/content/pages';
import { site } from '@/content/site';
import { pageProblems } from './pages';

describe('page records', () => {
  it('pass as the registry stands', () => {
    expect(pageProblems()).toEqual([]);
  });

  it('name an empty field, an overlong title and a short description, one line each', () => {
    const about = getPage('about');
    expect(pageProblems({ about: { ...about, crumb: ' ', title: 'x'.repeat(60), description: 'Too short.' } })).toEqual([
      'content/pages.ts › about.crumb: empty; every page needs one',
      `content/pages.ts › about.title: "${'x'.repeat(60)} | ${site.name}" is ${63 + site.name.length} characters with the site name, at most 60; shorten it`,
      'content/pages.ts › about.description: 10 characters; write 70 to 160, which search results show whole',
    ]);
  });

  it('count an absolute title without the site name', () => {
    expect(pageProblems({ home: { ...getPage('home'), title: 'x'.repeat(60), absoluteTitle: true } })).toEqual([]);
  });
});
