import { pageSearch } from '@/content/page-search';
import { getPage, sitePageKeys, type PageRecord } from '@/content/pages';
import { searchCopy } from '@/content/search';
import { buildSearchIndex } from './build-index';
import { createSearchEngine } from './engine';
import { pageDocuments, pageDocumentsOf } from './page-documents';

const careers: PageRecord = {
  path: '/careers',
  title: 'Careers',
  description: 'Work on splicers, amplifiers and cable at our plant and our branch offices across India.',
  crumb: 'Careers',
  words: {
    heading: 'Work with us',
    lead: 'We hire engineers and technicians for our factory and our branches.',
    sections: [
      { heading: 'Openings', list: ['Field service technician, Kolkata', 'Reflow line operator'] },
      { heading: 'How to apply', paragraphs: ['Send us your résumé and the opening you want.'], link: { label: 'Write to us', page: 'contact' } },
    ],
  },
  footer: { group: 'quick', label: 'Careers', order: 75 },
};

const moduleRecord: PageRecord = { path: '/factory', title: 'Factory', description: 'Our cable factory.', crumb: 'Factory', record: 'content/factory/ofc.ts' };

const engineOf = (records: Readonly<Record<string, PageRecord>>, moduleWords = {}) =>
  createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex([() => pageDocumentsOf(records, moduleWords)]))));

describe('pageDocumentsOf', () => {
  it('finds a page whose record holds its words by those words, its title and its lead', () => {
    const engine = engineOf({ careers });
    for (const query of ['reflow operator', 'technician kolkata', 'résumé', 'careers', 'openings', 'hire engineers']) {
      expect({ query, ids: engine.search(query).map((r) => r.id) }).toEqual({ query, ids: ['page:careers'] });
    }
  });

  it('takes the result’s address, title and excerpt from the record, under the Company group', () => {
    const [doc] = pageDocumentsOf({ careers });
    expect(doc).toMatchObject({ id: 'page:careers', kind: 'page', url: '/careers', title: 'Careers', group: searchCopy.groups.company, excerpt: careers.words!.lead });
  });

  it('finds a page with a module of its own by the words given for it, and leaves out one given none', () => {
    const words = { factory: { labels: ['Sheathing line'], group: 'tools', fragment: 'lines' } } as const;
    const docs = pageDocumentsOf({ factory: moduleRecord, other: { ...moduleRecord, path: '/other' } }, words);
    expect(docs).toEqual([
      expect.objectContaining({ id: 'page:factory', url: '/factory#lines', title: 'Factory', excerpt: 'Our cable factory.', group: searchCopy.groups.tools }),
    ]);
    expect(engineOf({ factory: moduleRecord }, words).search('sheathing').map((r) => r.id)).toEqual(['page:factory']);
  });

  it('never lists an unindexed page, words or not', () => {
    expect(pageDocumentsOf({ careers: { ...careers, indexed: false } }, {})).toEqual([]);
  });

  it('names a page’s result after its key', () => {
    expect(pageDocumentsOf({ fieldKit: { ...careers, path: '/field-kit' } }).map((d) => d.id)).toEqual(['page:field-kit']);
  });

  it('gives each of the site’s pages that has words for search one result, at its own path, in the records’ order', () => {
    const searchable = sitePageKeys.filter((key) => getPage(key).indexed !== false && (getPage(key).words !== undefined || key in pageSearch));
    expect(searchable.length).toBeGreaterThan(0);
    expect(pageDocuments().map((d) => d.url.split('#')[0])).toEqual(searchable.map((key) => getPage(key).path));
  });
});
