/**
 * Words of the model comparison's controls and of the tray that holds the
 * chosen models: every catalogue page's scripts carry them. The /compare
 * page's own words are in content/compare-page.ts, so those scripts do not.
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
