import { countOf, productNoun } from './count';

/**
 * Words of the model comparison: the "Compare" controls, the tray that holds
 * the chosen models, and the /compare page.
 */
export const compareText = {
  /** Visible label of the control; its accessible name adds the model: 'Compare OP-100P16G'. */
  control: 'Compare',
  /** The tray's region name. */
  tray: 'Comparison',
  trayTitle: (family: string) => `Comparing ${family}`,
  /** The tray's link to the comparison page; also the button that reopens the tray once it is put away. */
  link: (count: number) => `Compare (${count})`,
  /** Puts the tray away for the visit, down to its "Compare (n)" button. */
  hide: 'Hide',
  remove: (model: string) => `Remove ${model} from the comparison`,
  /** The first section of a comparison: the key figures of the selection guide. */
  keyFigures: 'Key figures',
  clear: 'Clear all',
  added: (model: string, count: number, max: number) => `${model} added: ${count} of ${max} chosen.`,
  removed: (model: string) => `${model} removed from the comparison.`,
  /** Refusal: the tray is full. */
  full: (model: string, max: number) =>
    `${model} was not added: a comparison holds at most ${max} products. Remove one first.`,
  /** Refusal: another family is being compared. */
  otherFamily: (model: string, current: string) =>
    `${model} was not added: models are compared within one family, and this comparison holds ${current} products. Clear it to start a new one.`,
} as const;

export const comparePage = {
  eyebrow: 'Compare models',
  title: 'Compare models side by side',
  lead: 'Up to four models from one family in one table, aligned specification by specification.',
  /** Shown without JavaScript, above links to the families. */
  noScript: 'The comparison is built in your browser and needs JavaScript. You can still read every product’s specifications on its own page:',
  loading: 'Building the comparison…',
  failed: 'The comparison data could not be loaded. Check your connection and reload the page.',
  empty: 'No models chosen yet. Use "Compare" on up to four products of one family, then open the comparison from the tray.',
  browseFamilies: 'Choose a family',
  caption: (models: readonly string[]) => `Specifications of ${models.join(', ')}`,
  specificationColumn: 'Specification',
  onlyDifferences: 'Only differences',
  hiddenRows: (count: number) =>
    count === 0 ? 'Every row differs.' : `${count} identical ${count === 1 ? 'row' : 'rows'} hidden.`,
  /** On a phone: the collapsed group of a section's rows that every model shares. */
  sameRows: (count: number) => `${countOf(count, { one: 'row', other: 'rows' })} the same for all models`,
  /** A hint when the link names only one product. */
  addAnother: 'Choose at least one more model from the same family to compare it with.',
  missingNote: '— means the product’s record gives no value for that row.',
  /** Beside the best value of a key figure among the products compared. */
  best: '(best)',
  ignoredTitle: 'Ignored from the link',
  ignored: {
    unknown: 'not a product with specifications',
    duplicate: 'listed twice',
    'other-family': 'from another family',
    'over-limit': 'more than four products',
  },
  print: 'Print or save as PDF',
  /** Puts every compared product on the enquiry list; a model goes as its product. */
  addAll: 'Add all to enquiry',
  /** What "Add all to enquiry" did; a link to the list follows. */
  addedAll: ({ added, present, full }: { added: number; present: number; full: number }) =>
    [
      added > 0 ? `Added ${countOf(added, productNoun)} to your enquiry.` : '',
      present > 0 ? `Already on your enquiry: ${countOf(present, productNoun)}.` : '',
      full > 0 ? `Not added, as your enquiry list is full: ${countOf(full, productNoun)}.` : '',
    ]
      .filter((part) => part !== '')
      .join(' '),
  viewEnquiry: 'View your enquiry list',
  change: (family: string) => `Change models on the ${family} page`,
} as const;
