import type { Better, FacetKind, FacetValue } from '@/content/catalogue/facets';
import type { FamilyKey } from '@/content/catalogue/types';
import type { SpecSection } from './align';
import { fetchChecked, loadOnce } from '@/lib/browser/load-once';
import { COMPARE_FAMILIES_PATH, compareDataPath } from './url';

/** One product, or one model of a product of several (lib/compare/model-key.ts), in a family's compare file. */
export interface CompareProductData {
  key: string;
  /** A model's product, which the enquiry list takes; absent on a product's own entry. */
  product?: string;
  model: string;
  title: string;
  /** The product page. */
  href: string;
  /** The key figures, by facet id: a model's own, a product's across its models (lib/guide/card-figures acrossModels); the first section shows them. */
  figures: Record<string, FacetValue | null>;
  sections: SpecSection[];
}

/** A facet as the comparison needs it: which row shows it, and which end is better. */
export interface CompareFacet {
  id: string;
  /** The row's label in the key figures section: the facet's header, 'Dynamic range at 1550 nm (dB)'. */
  header: string;
  kind: FacetKind;
  better?: Better;
}

/** `/compare-data/<family>.json`. */
export interface CompareFamilyData {
  family: FamilyKey;
  facets: CompareFacet[];
  products: CompareProductData[];
}

function isSection(value: unknown): value is SpecSection {
  if (typeof value !== 'object' || value === null) return false;
  const { title, rows } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    Array.isArray(rows) &&
    rows.every((r) => Array.isArray(r) && r.length === 2 && typeof r[0] === 'string' && typeof r[1] === 'string')
  );
}

function isProduct(value: unknown): value is CompareProductData {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.key === 'string' &&
    (p.product === undefined || typeof p.product === 'string') &&
    typeof p.model === 'string' &&
    typeof p.title === 'string' &&
    typeof p.href === 'string' &&
    typeof p.figures === 'object' &&
    p.figures !== null &&
    Array.isArray(p.sections) &&
    p.sections.every(isSection)
  );
}

export function isCompareFamilyData(value: unknown, family: FamilyKey): value is CompareFamilyData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  return data.family === family && Array.isArray(data.facets) && Array.isArray(data.products) && data.products.every(isProduct);
}

/** A family's compare file, fetched once per page; a failure is forgotten so a retry fetches again. */
export const loadCompareData: (family: FamilyKey) => Promise<CompareFamilyData> = loadOnce((family: FamilyKey) =>
  fetchChecked(compareDataPath(family), (data): data is CompareFamilyData => isCompareFamilyData(data, family), 'Compare data'),
);

/** Key → family of every comparable product. */
export type ComparableFamilies = Readonly<Record<string, FamilyKey>>;

export function isComparableFamilies(value: unknown, families: readonly FamilyKey[]): value is ComparableFamilies {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((family) => typeof family === 'string' && families.includes(family as FamilyKey));
}

/** COMPARE_FAMILIES_PATH, fetched once per page (one file, whichever families check it); a failure is forgotten so a retry fetches again. */
export const loadComparableFamilies: (families: readonly FamilyKey[]) => Promise<ComparableFamilies> = loadOnce(
  (families: readonly FamilyKey[]) =>
    fetchChecked(COMPARE_FAMILIES_PATH, (data): data is ComparableFamilies => isComparableFamilies(data, families), 'Compare families'),
  () => COMPARE_FAMILIES_PATH,
);
