import { branches } from './branches';
import { countInWords, type Noun } from './count';
import { site } from './site';

/**
 * The company's figures (spec 1) as numbers. Every sentence or fact card that
 * quotes one, on any page, the factory pages included, reads it from here, so
 * a changed figure is one edit.
 */
export const company = {
  predecessorFounded: 1997,
  founded: site.foundedYear,
  campusAcres: 5,
  /**
   * The campus's air-conditioned production area, electronics and cable
   * plants together (spec 1). Section 9's "facility over 100,000 sq ft" gives
   * no other area, so the site quotes this one figure and never gives a single
   * plant more floor than the whole campus produces on.
   */
  productionAreaSqFt: 100_000,
  pickAndPlaceMachines: 10,
  /** All the pick-and-place machines together, never one machine (DECISIONS.md, "Pick-and-place rate"). */
  pickAndPlaceComponentsPerHour: 400_000,
  maxCableCores: 24,
  fibreKmPerDay: 400,
} as const;

// The spec quotes its figures with international grouping (100,000), not lakh grouping (1,00,000).
const grouped = new Intl.NumberFormat('en-US');
export const formatFigure = (n: number): string => grouped.format(n);

/**
 * The pick-and-place rate in the one wording every page uses, after the
 * machines are named: '10 pick-and-place machines, up to 400,000 components
 * an hour between them'.
 */
export const placementRate = `up to ${formatFigure(company.pickAndPlaceComponentsPerHour)} components an hour between them`;

export interface CompanyFact {
  value: string;
  label: string;
}

/** Company facts shown as content (spec 1). */
export const companyFacts = [
  { value: String(company.predecessorFounded), label: 'Our predecessor started in CATV and fibre cable' },
  { value: String(company.founded), label: `${site.legalName} founded` },
  { value: `${formatFigure(company.productionAreaSqFt)} sq ft`, label: 'Air-conditioned production on a five-acre campus' },
  { value: `${company.fibreKmPerDay} km+`, label: 'Fibre processed in our cable plant every day' },
] as const satisfies readonly CompanyFact[];

/** The manufacturing campus in figures: the About and company-overview pages. */
export const facilityFacts = [
  { value: `${company.campusAcres} acres`, label: 'Manufacturing campus' },
  { value: `${formatFigure(company.productionAreaSqFt)} sq ft`, label: 'Air-conditioned production area' },
  {
    value: String(company.pickAndPlaceMachines),
    label: `Pick-and-place machines, ${placementRate}`,
  },
  { value: `${company.maxCableCores} cores`, label: 'Largest fibre count our cable plant makes' },
  { value: `${company.fibreKmPerDay} km+`, label: 'Fibre processed every day' },
] as const satisfies readonly CompanyFact[];

/** What the branch offices are called when counted. */
export const branchOfficeNoun: Noun = { one: 'branch office', other: 'branch offices' };

/**
 * How many branch offices there are (content/branches.ts), as prose says it:
 * 'twelve branch offices'. Words that count the offices use this, never a
 * number of their own; the content check 'branch offices counted' holds them
 * to it. Here, not in content/branches.ts, which the browser loads for the
 * footer's picker: the count is for server-rendered words.
 */
export const branchOfficeCount = countInWords(branches.length, branchOfficeNoun);
