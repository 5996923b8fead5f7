import { getFamilies, getFamily, getProducts } from '@/content/catalogue';
import { paths } from '@/content/paths';
import type { FamilyKey } from '@/content/catalogue/types';
import { absoluteUrl } from '@/content/site';
import { guideCsv } from './csv';
import { facetsOf, guideRows } from './rows';

/** Where a family's selection guide is served as CSV: `/selection-guide/deviser.csv`. */
export function guideCsvPath(family: FamilyKey): string {
  return `/selection-guide/${family}.csv`;
}

/** Every guide file the export writes, by file name. */
export function guideCsvFiles(): { file: string; family: FamilyKey }[] {
  return getFamilies().map((f) => ({ file: `${f.key}.csv`, family: f.key }));
}

export function buildGuideCsv(family: FamilyKey): string {
  // The rows link as the landing does, so they resolve against its address: a card's fragment lands on the card.
  const landing = absoluteUrl(paths[getFamily(family).page]);
  return guideCsv(guideRows(getProducts(family)), facetsOf(family), (href) => new URL(href, landing).href);
}
