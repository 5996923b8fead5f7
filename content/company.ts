import { site } from './site';

/** Company facts shown as content (spec 1). */
export const companyFacts = [
  { value: '1997', label: 'Our predecessor starts in CATV and fibre cable' },
  { value: String(site.foundedYear), label: `${site.legalName} founded` },
  { value: '100,000 sq ft', label: 'Air-conditioned production on a five-acre campus' },
  { value: '400 km+', label: 'Fibre processed in our cable plant every day' },
] as const;

export const homeIntro = {
  eyebrow: site.tagline,
  title: 'Everything a fibre network needs, from one partner',
  lead: 'Splicers, test instruments, PON equipment, optical amplifiers and cable for ISPs, cable operators and integrators across India, with factories, service and twelve branch offices behind them.',
  familiesTitle: 'Our product families',
  familiesLead: 'Choose a family to see every model with its full specifications and datasheet.',
} as const;
