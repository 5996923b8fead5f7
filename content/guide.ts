import { countOf, nounFor, productNoun } from './count';

/**
 * Words of the selection guide on every family landing: the table of key
 * figures, its filters and its download.
 */
export const guideText = {
  /** The guide's heading and its table's name: 'Deviser selection guide'. */
  title: (family: string) => `${family} selection guide`,
  lead: 'Every model with its key figures. Filter by the figures you need, sort by any column, or download the table for your spreadsheet.',
  /** The scrolling box around the table, a landmark of its own: 'Deviser selection guide, scrollable table'. */
  tableRegion: (title: string) => `${title}, scrollable table`,
  /** The model column's header. */
  model: 'Model',
  compare: 'Compare',
  filters: 'Filter models',
  atLeast: 'At least',
  atMost: 'At most',
  /** The one checkbox of a yes/no filter. */
  yes: 'Yes',
  /** Under a set filter (wavelengths): a model must have every ticked value. */
  allTicked: 'Models with every ticked value',
  /** The live count: '5 of 22 models'. */
  count: (shown: number, total: number) => `${shown} of ${countOf(total, { one: 'model', other: 'models' })}`,
  /** Read out as the cards narrow with the table: '5 products'. */
  cardsShown: (n: number) => countOf(n, productNoun),
  /** Under the table when a result set is too long to draw at once: 'The first 100 of 650 models are shown.' */
  windowed: (shown: number, total: number) => `The first ${shown} of ${countOf(total, { one: 'model', other: 'models' })} are shown.`,
  showAll: (total: number) => `Show all ${countOf(total, { one: 'model', other: 'models' })}`,
  activeFilters: 'Active filters',
  removeFilter: (filter: string) => `Remove filter: ${filter}`,
  clear: 'Clear filters',
  /** The button at the foot of the open filters, which closes them and goes to the table: 'Show 5 models'. */
  show: (shown: number) => `Show ${countOf(shown, { one: 'model', other: 'models' })}`,
  /** When no model meets the filters. */
  noneMatch: 'No model meets all of these figures.',
  loosen: (filter: string, count: number) => `Loosen “${filter}”: ${count} ${nounFor(count, { one: 'model meets', other: 'models meet' })} the rest.`,
  loosenAll: 'Clear a filter or two to see models again.',
  /** The sort button's state for screen readers. */
  sortBy: (column: string) => `Sort by ${column}`,
  download: 'Download CSV',
  downloadNote: (family: string) => `${family} key figures, one row per model`,
  ignored: (params: string) => `This link asked for ${params}, which the guide does not know; it shows the rest.`,
  /** Under the table, for a figure its maker's sources disagree on: 'AE1001, Dynamic range at 1310 nm (as stated): the maker’s online summary gives 26 dB.' */
  asStated: (model: string, figures: readonly string[], note: string) =>
    `${model}, ${figures.length < 2 ? figures.join('') : `${figures.slice(0, -1).join(', ')} and ${figures.at(-1)}`} (as stated): ${note}.`,
  /** Visible only without JavaScript, where the table cannot be filtered. */
  noScript: 'The table lists every model. Filtering and sorting need JavaScript.',
} as const;
