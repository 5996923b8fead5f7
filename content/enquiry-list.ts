import { countOf, productNoun } from './count';

/**
 * Words of the enquiry list: the quote request a buyer builds from several
 * products and sends with the contact form. The controls on every page get
 * theirs as props from the server (`enquiryListControls`), so their scripts
 * carry no wording.
 */

export const enquiryListControls = {
  /** The toggle on product cards and pages, before the product is on the list. */
  add: 'Add to enquiry',
  /** What the toggle says for a moment once it has added the product (a tick follows it on screen). */
  added: 'Added',
  /** What the toggle says while the product is on the list. */
  remove: 'Remove from enquiry',
  /** Read after `add` or `remove` by screen readers: 'Add to enquiry list: S1V'. */
  addFor: (name: string) => ` list: ${name}`,
  /** Read after `added` by screen readers: 'Added to enquiry list: S1V'. */
  addedFor: (name: string) => ` to enquiry list: ${name}`,
  /** Why a product could not be added: the cap. */
  full: (cap: number) =>
    `Your enquiry list already holds ${countOf(cap, productNoun)}, the most one enquiry can carry. Send this enquiry, or remove a product, before adding another.`,
  /** The header link; the count follows. */
  headerLink: 'Enquiry list',
  /** Read after the count by screen readers: '3 products'. */
  countNouns: productNoun,
} as const;

export const enquiryListText = {
  title: 'Products in this enquiry',
  lead: 'Set a quantity for each product. The list is sent with the form below.',
  empty: 'Your enquiry list is empty. Use "Add to enquiry" on any product to ask for several in one request.',
  quantity: 'Quantity',
  /** Read after 'Quantity' by screen readers. */
  quantityOf: (model: string) => ` of ${model}`,
  remove: (model: string) => `Remove ${model} from the enquiry`,
  quantityRange: (min: number, max: number) => `Enter a whole number from ${min} to ${max.toLocaleString('en-IN')}.`,
  /** Link plans attached from the planner, sent with the enquiry as their addresses. */
  plansLead: 'Link plans from the planner go with this enquiry, so our engineers open the same plan.',
  planName: (n: number) => `Link plan ${n}`,
  /** A plan that changes nothing from the planner's opening plan. */
  defaultPlan: 'The planner’s opening plan',
  removePlan: (n: number) => `Remove link plan ${n} from the enquiry`,
  /** The subject line when the list, not a `?product=` link, fills it. */
  subject: (models: readonly string[], more: number) =>
    `Quotation request: ${models.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
} as const;
