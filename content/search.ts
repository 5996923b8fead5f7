import type { ProductKey } from './catalogue';

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
  heading: 'Search',
  resultsHeading: (query: string) => `Results for \u201c${query}\u201d`,
  lead: 'Find a product by model number, name or specification, a tool such as the link planner, or the branch office nearest your city. Model numbers work however you type them: OP-100P16G, op100p16g and 100p16 all find the same OLT.',
  inputLabel: 'Search the site',
  inputPlaceholder: 'Model, product or city',
  submit: 'Search',
  count: (n: number) => (n === 1 ? '1 result' : `${n} results`),
  shownOf: (shown: number, total: number) => `Showing the best ${shown} of ${total}. Add a word or more of a model number to narrow the search.`,
  loading: 'Searching…',
  unavailable: 'Search is unavailable just now. Please try again in a moment, or browse the product families below.',
  noResults: (query: string) => `Nothing matched \u201c${query}\u201d.`,
  noResultsLead: 'Check the spelling, try fewer or shorter words, or type part of a model number.',
  closestModels: 'Closest model numbers',
  showingFor: (model: string, query: string) => `Showing results for ${model}: no model is called \u201c${query.trim()}\u201d.`,
  rankedLabel: 'Results, best match first',
  order: { label: 'Order of the results', ranked: 'Best match first', grouped: 'By family' },
  families: 'Browse the product families',
  popular: 'Popular products',
  jumpTo: 'Result groups',
  /** What each kind of result is, shown under its title. */
  kinds: {
    product: 'Product',
    family: 'Product family',
    page: 'Page',
    branch: 'Branch office',
    contact: 'Contact details',
  },
  /** Result group headings for what is not a product family. */
  groups: {
    company: 'Company',
    tools: 'Tools',
    branches: 'Branch offices',
  },
  /**
   * Under the branch office search finds for a place no branch names
   * ("Lucknow"). `{place}` and `{km}` are filled in the browser: the place's
   * name and the rough straight-line distance (lib/contact/geo.ts roughKm).
   */
  nearestOffice: 'Nearest office to {place}: about {km} km away in a straight line',
} as const;
