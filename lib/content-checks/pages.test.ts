import { getPage, pages, type PageRecord } from '@/content/pages';
import { site } from '@/content/site';
import { linkPlaceProblems, pageProblems } from './pages';

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

describe('a simple page’s words', () => {
  const base: PageRecord = { ...getPage('about'), record: undefined, words: { heading: 'Work with us', sections: [{ heading: 'Openings', list: ['Technician'] }] } };
  const withSections = (sections: NonNullable<PageRecord['words']>['sections']): PageRecord => ({ ...base, words: { heading: 'Work with us', sections } });

  it('pass with a heading and a section that says something', () => {
    expect(pageProblems({ about: base })).toEqual([]);
  });

  it('name a link to a page no record has, a section that says nothing and two headings that make one anchor', () => {
    const problems = pageProblems({
      about: withSections([
        { heading: 'Openings', list: ['Technician'] },
        { heading: 'Openings!' },
        { heading: 'Apply', link: { label: 'Write', page: 'contct' } },
      ]),
    });
    expect(problems).toEqual([
      'content/pages.ts › about.words.sections[1].heading: "Openings!" makes the anchor #openings, as sections[0] does; give each section its own heading',
      'content/pages.ts › about.words.sections[1]: says nothing; give it paragraphs, a list or a link',
      expect.stringMatching(/^content\/pages\.ts › about\.words\.sections\[2\]\.link\.page: 'contct' is no page's key; the keys are home, about, .*contact/),
    ]);
  });
});

describe('menu and footer links', () => {
  it('pass as the registry stands', () => {
    expect(linkPlaceProblems()).toEqual([]);
  });

  it('name two links at one place of a list, and a link without words', () => {
    const about = getPage('about');
    const records = { ...pages, careers: { ...about, path: '/careers', nav: { label: ' ', order: 5 }, footer: { group: 'quick', label: 'Careers', order: 20 } } } as const;
    expect(linkPlaceProblems(records)).toEqual([
      'content/pages.ts › careers.nav.label: empty; a link needs words',
      'content/pages.ts › careers.footer.order: 20 is the place of content/pages.ts › about.footer in Quick Links too; give each link its own number',
    ]);
  });
});
