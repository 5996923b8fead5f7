/**
 * Words of the enquiry list: the quote request a buyer builds from several
 * products and sends with the contact form.
 */
export const enquiryListText = {
  /** The toggle on product cards and pages. */
  add: 'Add to enquiry',
  /** The header link, followed by the count. */
  headerLink: 'Enquiry list',
  /** Read after the count by screen readers: '3 products'. */
  countNoun: (count: number) => (count === 1 ? 'product' : 'products'),
  title: 'Products in this enquiry',
  lead: 'Set a quantity for each product. The list is sent with the form below.',
  empty: 'Your enquiry list is empty. Use "Add to enquiry" on any product to ask for several in one request.',
  quantity: (model: string) => `Quantity of ${model}`,
  remove: (model: string) => `Remove ${model} from the enquiry`,
  clear: 'Clear the list',
  /** Shown when a product is added: says where the list is. */
  added: (model: string, count: number) =>
    `${model} is in your enquiry list (${count} ${count === 1 ? 'product' : 'products'}).`,
  removed: (model: string) => `${model} is no longer in your enquiry list.`,
  viewList: 'View the list',
  /** Why a product could not be added: the cap. */
  full: (cap: number) =>
    `Your enquiry list already holds ${cap} products, the most one enquiry can carry. Send this enquiry, or remove a product, before adding another.`,
  quantityRange: (min: number, max: number) => `Enter a whole number from ${min} to ${max.toLocaleString('en-IN')}.`,
  /** The subject line when the list, not a `?product=` link, fills it. */
  subject: (models: readonly string[], more: number) =>
    `Quotation request: ${models.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
  /** Dismisses the message under the header link. */
  dismiss: 'Dismiss',
} as const;
