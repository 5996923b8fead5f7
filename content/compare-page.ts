import { countOf, productNoun } from './count';

/** Words of the /compare page (components/compare/compare-view.tsx); the controls' and the tray's are in content/compare.ts. */
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
