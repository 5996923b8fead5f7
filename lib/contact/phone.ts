/**
 * A phone number as link text: its spaces made non-breaking, so a narrow
 * column never splits '+91 98100 00000' across two lines (html-validate's
 * tel-non-breaking rule holds every `tel:` link to this).
 */
export function phoneText(display: string): string {
  return display.replace(/ /g, '\u00a0');
}
