import { parseIsoDate } from '@/lib/format/dates';
import { autoresponseFor } from '@/lib/enquiry/form';
import { aboutPage, aboutValueHref, aboutValueIds } from './about';
import { company, companyFacts, facilityFacts } from './company';
import { autoresponseText, enquiryFieldSpecs } from './contact';
import { partnerKeys } from './media/imagery';
import { pages } from './pages';
import { catvPartner, partners } from './partners';
import { getPublications } from './publications';
import { site } from './site';

describe('company content', () => {
  it('holds the spec’s company figures', () => {
    // The rate is the ten machines' together, not each machine's (DECISIONS.md, "Pick-and-place rate").
    expect(company).toEqual({
      predecessorFounded: 1997,
      founded: 2015,
      campusAcres: 5,
      productionAreaSqFt: 100000,
      pickAndPlaceMachines: 10,
      pickAndPlaceComponentsPerHour: 400000,
      maxCableCores: 24,
      fibreKmPerDay: 400,
    });
  });

  it('quotes the figures with international grouping', () => {
    const text = [...companyFacts, ...facilityFacts].map((f) => `${f.value} ${f.label}`).join(' | ');
    expect(text).toContain('100,000 sq ft');
    expect(text).toContain('400,000 components an hour');
    expect(text).toContain('24 cores');
    expect(text).toContain('400 km+');
    expect(text).not.toContain('1,00,000');
  });

  it('names the CATV partnership and the connected-world vision in the About hero', () => {
    expect(aboutPage.hero.lead).toContain(catvPartner.name);
    expect(aboutPage.hero.lead).toMatch(/CATV technology company/);
    expect(aboutPage.hero.lead).toMatch(/connected world/);
  });

  it('has the Vision, Mission and Core Values cards under their anchors', () => {
    expect(aboutPage.values.map((v) => v.id)).toEqual([...aboutValueIds]);
    expect(aboutValueHref('mission')).toBe('/about#mission');
    const core = aboutPage.values.find((v) => v.id === 'corevalue');
    expect(core && 'list' in core ? core.list : []).toEqual([
      'Customer Excellence',
      'Employee Empowerment',
      'Integrity & Transparency',
      'Innovation & Collaboration',
      'Continuous Improvement',
    ]);
  });

  it('shows the publications newest first, each dated on a real day with its pictures', () => {
    const publications = getPublications();
    const dates = publications.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const p of publications) {
      expect({ id: p.id, date: parseIsoDate(p.date).toISOString().slice(0, 10) }).toEqual({ id: p.id, date: p.date });
      expect({ id: p.id, pictures: p.images.length > 0, alts: p.images.every((i) => i.alt.trim() !== '') }).toEqual({ id: p.id, pictures: true, alts: true });
    }
  });

  // The specification's fixed facts (site spec 2.5): its three entries stay, whatever is added beside them.
  it('keeps the three publications the specification names', () => {
    const byTitle = new Map(getPublications().map((p) => [p.title, p]));
    expect(byTitle.get('2nd Annual Day Celebration')).toMatchObject({ date: '2025-02-02', place: 'Kotdwar' });
    expect(byTitle.get('Free Service Camp - Technical Support')).toMatchObject({ date: '2025-01-18' });
    expect(byTitle.get('Cable TV Show India')).toMatchObject({ date: '2017-01-01', place: 'Kolkata' });
    expect(byTitle.get('Free Service Camp - Technical Support')?.content.join(' ')).toMatch(/splicers, OTDRs, PON products and EDFA amplifiers/);
  });

  it('has four partners, one of each kind, with logos and secure external links', () => {
    expect(partners.map((p) => p.key)).toEqual([...partnerKeys]);
    expect(partners.map((p) => p.name)).toEqual(['Sumitomo Electric', 'Deviser', 'SPEC Technology', 'Invas Technologies']);
    for (const p of partners) {
      expect(p.tagline.length).toBeGreaterThan(10);
      expect(p.description.length).toBeGreaterThan(60);
      expect(p.logo.alt).toBe(p.name);
      expect(new URL(p.link).protocol).toBe('https:');
    }
  });
});

describe('contact content', () => {
  it('uses the spec’s document title with the brand name', () => {
    expect(pages.contact.title).toBe(`Contact ${site.name}: Fiber Optic Cable & Connectivity Experts`);
  });

  it('requires exactly name, mobile and subject, with a five-row enquiry box', () => {
    const required = Object.entries(enquiryFieldSpecs)
      .filter(([, spec]) => spec.required)
      .map(([field]) => field);
    expect(required).toEqual(['name', 'mobile', 'subject']);
    expect(enquiryFieldSpecs.enquiry.rows).toBe(5);
    expect(enquiryFieldSpecs.name.placeholder).toBe('Required');
  });

  it('greets by name in the auto-reply, or Customer', () => {
    expect(autoresponseText('Meera')).toMatch(/^Dear Meera, thank you/);
    expect(autoresponseFor('')).toMatch(/^Dear Customer, thank you/);
  });
});
