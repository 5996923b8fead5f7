import { specCatvPage } from './partners';

// What the site may say a partner makes, and that it names no country of manufacture, are content checks
// (lib/content-checks/company.ts); this file keeps the specification's fixed facts.
describe('partner records', () => {
  it('keep the /spec-catv page headed as the spec names it', () => {
    // Catalogue 2.1: /spec-catv shows the text "SpecCATV".
    expect(specCatvPage.title).toBe('SpecCATV');
  });
});
