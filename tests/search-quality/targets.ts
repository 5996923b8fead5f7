import { branches, type BranchKey } from '@/content/branches';
import { getProducts } from '@/content/catalogue';
import type { FamilyFigures } from '@/content/catalogue/facets/index';
import type { OrderableModel } from '@/content/catalogue/facets';
import type { FamilyKey, ProductKey, TabId } from '@/content/catalogue/types';
import { gazetteer } from '@/content/gazetteer';
import type { PublicationKey } from '@/content/media/imagery';
import { nearest } from '@/lib/contact/geo';
import { paths, type PageKey } from '@/content/paths';

/**
 * What a judged query may lead to, named by typed key, never by URL: a
 * renamed product or page is a type error here, and a page the index no
 * longer holds is a test error (queries.test.ts). URLs come from the index
 * itself (`resolveTargets`), so the URL rules stay in lib/search.
 */
export type Target =
  | { kind: 'product'; key: ProductKey }
  | { kind: 'family'; key: FamilyKey }
  /** A page, or a place on it by its fragment (`/contact#direct-contact`). */
  | { kind: 'page'; key: PageKey; fragment?: string }
  | { kind: 'branch'; key: BranchKey }
  | { kind: 'publication'; key: PublicationKey };

export const product = (key: ProductKey): Target => ({ kind: 'product', key });
export const family = (key: FamilyKey): Target => ({ kind: 'family', key });
export const page = (key: PageKey, fragment?: string): Target => ({ kind: 'page', key, ...(fragment ? { fragment } : {}) });
export const branch = (key: BranchKey): Target => ({ kind: 'branch', key });
export const publication = (key: PublicationKey): Target => ({ kind: 'publication', key });

/**
 * The branch office nearest a place of the gazetteer, by the offices'
 * coordinates: the office a visitor who names the place should be shown
 * (its own, where a branch is in it). Throws on a place the gazetteer lacks.
 */
export function nearestBranchTo(name: string): Target {
  const place = gazetteer.find((p) => p.name === name);
  const found = place && nearest(place, branches);
  if (!found) throw new Error(`search-quality: ${name} is not a place of content/gazetteer.ts`);
  return branch(found.item.key);
}

/** Every product a family lists under one of its landing tabs ('core-fusion-splicer'). */
export function inTabs<F extends FamilyKey>(familyKey: F, ...tabs: readonly TabId<F>[]): Target[] {
  return getProducts(familyKey)
    .filter((p) => p.tabs.some((t) => (tabs as readonly string[]).includes(t)))
    .map((p) => product(p.key));
}

/** Every product of a family that orders as at least one model whose key figures pass `test` ('24 fibres', '≥ 45 dB'). */
export function where<F extends FamilyKey>(familyKey: F, test: (figures: FamilyFigures[F]) => boolean): Target[] {
  return getProducts(familyKey)
    // getProducts(F) returns Product<FamilyKey>; its models are family F's.
    .filter((p) => (p.models as readonly OrderableModel<FamilyFigures[F]>[]).some((m) => test(m.figures)))
    .map((p) => product(p.key));
}

/** The name a miss report prints: the index's document id where there is one ('product:s1v'), else the page key. */
export function targetLabel(target: Target): string {
  return `${target.kind}:${target.key}${target.kind === 'page' && target.fragment ? `#${target.fragment}` : ''}`;
}

/** A document of the built index, as far as resolving targets needs it. */
export interface IndexedPage {
  id: string;
  url: string;
}

/**
 * Each target's URL as the index gives it. Products, families, branches and
 * publications are documents of their own (`<kind>:<key>`); a page key is
 * its path, which some document must carry. Throws on a target the index
 * does not hold, naming it.
 */
export function resolveTargets(documents: readonly IndexedPage[]): (target: Target) => string {
  const byId = new Map(documents.map((d) => [d.id, d.url]));
  const urls = new Set(documents.map((d) => d.url));
  return (target) => {
    const url = target.kind === 'page' ? `${paths[target.key]}${target.fragment ? `#${target.fragment}` : ''}` : byId.get(targetLabel(target));
    if (url === undefined || !urls.has(url)) throw new Error(`search-quality: ${targetLabel(target)} is not in the search index`);
    return url;
  };
}
