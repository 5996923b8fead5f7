import { getFamilies, getProducts } from '@/content/catalogue';
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
  return guideCsv(guideRows(getProducts(family)), facetsOf(family), absoluteUrl);
}
