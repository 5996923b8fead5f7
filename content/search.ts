import type { ProductKey } from './catalogue';
import { site } from './site';

/**
 * Words of the search page and the header's suggestions, and the products the
 * page offers before anything is typed.
 */

/** Shown on an empty search and given a small lead in the ranking when scores tie. */
export const popularProductKeys = [
  'op-100p16g',
  'ae3100',
  'z2c',
  's1v',
  'ce0416m',
  'neo',
] as const satisfies readonly ProductKey[];

export const searchCopy = {
  metaTitle: 'Search',
  metaDescription: `Search the ${site.name} catalogue: splicers, cleavers, test instruments, PON equipment, EDFA amplifiers, fibre cable, branch offices and contact details.`,
  heading: 'Search',
  lead: 'Find a product by model number, name or specification, or a branch office by city.',
  inputLabel: 'Search the site',
  inputPlaceholder: 'Model, product or city, e.g. OP-100P16G, OTDR, Kolkata',
  submit: 'Search',
  loading: 'Loading the search index…',
  unavailable: 'Search is unavailable just now. Browse the product families below, or try again in a moment.',
  noResults: 'No results',
  noResultsLead: 'Check the spelling, try fewer words, or type a model number in any form (op100p16g works).',
  closestModels: 'Closest model numbers',
  families: 'Browse the product families',
  popular: 'Popular products',
  /** Result group headings for what is not a product family. */
  groups: {
    company: 'Company',
    branches: 'Branch offices',
  },
  contactTitle: `Contact ${site.name}`,
  homeTitle: `${site.legalName}`,
  suggestionsLabel: 'Suggestions',
} as const;
