/** Fixed wording printed on every generated product datasheet. */
export const datasheetLabels = {
  eyebrow: 'PRODUCT DATASHEET',
  /** Right side of the slim band on pages two onwards, after the model. */
  continuationBand: 'product datasheet',
  modelPrefix: 'Model',
  /** Under the QR code on page one, which opens the product page. */
  qrCaption: 'Scan for the web page',
  keyFigures: 'Key figures',
  highlights: 'Key highlights',
  features: 'Features',
  /** Appended to a table title or group label that runs on from the previous page. */
  continued: '(continued)',
  phonePrefix: 'Phone',
  disclaimer: 'Specifications are subject to change without notice.',
  issuedPrefix: 'Issued',
  /** Document title property: `${product title} ${titleSuffix}`. */
  titleSuffix: 'datasheet',
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
} as const;
