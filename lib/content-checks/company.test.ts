import { partners } from '@/content/partners';
import { currentCatalogue } from '@/lib/catalogue/checks';
import * as company from './company';
import type { ContentString } from './content-strings';

const { floorAreaProblems, groupingProblems, historyTenseProblems, partnerProblems, placementRateProblems } = company;
const at = (text: string): ContentString => ({ record: 'content/about.ts', field: 'aboutPage.hero.lead', text });

describe('company checks', () => {
  it('pass the content as it stands', () => {
    expect(company.companyChecks.flatMap((check) => check.run(currentCatalogue()))).toEqual([]);
  });

  it('refuse a pick-and-place rate given per machine, or without the machines', () => {
    expect(placementRateProblems([at('Each of our mounters places up to 400,000 components an hour between them.'), at('We place 400,000 components an hour.')])).toEqual([
      'content/about.ts › aboutPage.hero.lead: "Each of our mounters places up to 400,000 components an hour between them" gives the pick-and-place rate another way; it is the 10 machines\' together, so write "up to 400,000 components an hour between them" (content/company.ts placementRate) beside the machines',
      'content/about.ts › aboutPage.hero.lead: "We place 400,000 components an hour" gives the pick-and-place rate another way; it is the 10 machines\' together, so write "up to 400,000 components an hour between them" (content/company.ts placementRate) beside the machines',
    ]);
    expect(placementRateProblems([at('Our 10 machines, up to 400,000 components an hour between them, mount the boards.')])).toEqual([]);
  });

  it('refuse a floor area other than the campus’s, more than it, or a plant’s', () => {
    expect(floorAreaProblems([at('Over 120,000 sq ft of floor.'), at('The cable plant covers 100,000 sq ft.'), at('100,000 sq ft of production.')])).toEqual([
      "content/about.ts › aboutPage.hero.lead: \"Over 120,000 sq ft of floor\" gives a floor area other than the campus's 100,000 sq ft of production; quote that figure, for the campus, not for one plant",
      "content/about.ts › aboutPage.hero.lead: \"The cable plant covers 100,000 sq ft\" gives a floor area other than the campus's 100,000 sq ft of production; quote that figure, for the campus, not for one plant",
    ]);
  });

  it('refuse a past year told in the present tense', () => {
    expect(historyTenseProblems([{ value: '2015', label: 'Lumora founds its cable plant' }], 2026)).toEqual([
      'content/company.ts › companyFacts 2015: "Lumora founds its cable plant" tells a past year in the present tense; write it in the past ("started", "opened")',
    ]);
  });

  it('refuse a figure grouped in lakhs, and leave international grouping alone', () => {
    expect(groupingProblems([at('1,00,000 sq ft and 12,50,000 fibres'), at('100,000 sq ft, 1,250,000 fibres')])).toEqual([
      'content/about.ts › aboutPage.hero.lead: "1,00,000" is grouped in lakhs; write 100,000, in international grouping',
    ]);
  });

  it('describe a partner by what the catalogue carries from it, with no country of manufacture', () => {
    const deviser = partners.find((p) => p.key === 'deviser')!;
    const broken = { ...deviser, description: `${deviser.description} Deviser also makes splicers in China.` };
    expect(partnerProblems(currentCatalogue(), [broken])).toEqual([
      'deviser › description: says it makes splicers, which the catalogue carries none of from it; describe it by its kind, or add its products to the catalogue first',
      'deviser › description: "China": no source gives where its products are made; take it out',
    ]);
    expect(partnerProblems(currentCatalogue(), [{ ...deviser, link: 'http://deviser.example', logo: { ...deviser.logo, alt: 'logo' } }])).toEqual([
      'deviser › logo.alt: "logo"; a wordmark\'s alt text is the name it shows, "Deviser"',
      'deviser › link: "http://deviser.example" is not an https:// address',
    ]);
  });
});
