import { site } from './site';

/**
 * The company's figures (spec 1) as numbers. Every sentence or fact card that
 * quotes one reads it from here, so a changed figure is one edit.
 */
export const company = {
  predecessorFounded: 1997,
  founded: site.foundedYear,
  campusAcres: 5,
  productionAreaSqFt: 100_000,
  pickAndPlaceMachines: 10,
  componentsPerHourPerMachine: 400_000,
  maxCableCores: 24,
  fibreKmPerDay: 400,
} as const;

// The spec quotes its figures with international grouping (100,000), not lakh grouping (1,00,000).
const grouped = new Intl.NumberFormat('en-US');
export const formatFigure = (n: number): string => grouped.format(n);

export interface CompanyFact {
  value: string;
  label: string;
}

/** Company facts shown as content (spec 1). */
export const companyFacts = [
  { value: String(company.predecessorFounded), label: 'Our predecessor starts in CATV and fibre cable' },
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
    label: `Pick-and-place machines, each placing ${formatFigure(company.componentsPerHourPerMachine)} components an hour`,
  },
  { value: `${company.maxCableCores} cores`, label: 'Largest fibre count our cable plant makes' },
  { value: `${company.fibreKmPerDay} km+`, label: 'Fibre processed every day' },
] as const satisfies readonly CompanyFact[];
