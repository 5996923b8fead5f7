import type { ProductPage } from './types';

/**
 * How a family names its product pages: one builder per family, declared
 * beside its family record. A page lives either under the family's base
 * (`/sumitomo/S1V`) or at one of the spec's numbered paths
 * (`/lumoraedfaproductone`); old spellings of either are listed as legacy
 * paths and exported as redirect pages to it.
 */

/** Number words of the spec's numbered pages (`/sumitomoproductone` …). */
export const routeWords = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
] as const;
export type RouteWord = (typeof routeWords)[number];

export type PageRoutes = Pick<ProductPage, 'route' | 'legacyPaths'>;

export interface RouteScheme {
  /** Model pages live at `${base}/${segment}`. */
  base: string;
  /** Numbered pages live at `/${numbered}product${word}`. */
  numbered: string;
  /**
   * A second base whose `${aliasBase}/${segment}` old links redirect to the
   * same page: Deviser's correctly spelt `/deviser` twin of `/devisor`, the
   * EDFA grid's old `/lumora-edfa/<MODEL>` links.
   */
  aliasBase?: string;
  /** Whether every model page gets its `${aliasBase}/${segment}` twin (Deviser), or only the segments named in `aliases` (EDFA). */
  aliasEveryModel?: boolean;
}

export interface RouteOptions {
  /** Old numbered pages (spec 2.4 similar-product targets) that redirect here. */
  numbered?: readonly RouteWord[];
  /** Old spellings of the segment, under the base for a model page, under the alias base for a numbered page. */
  aliases?: readonly string[];
}

export interface FamilyRoutes {
  /** The page at `${base}/${segment}`. */
  model(segment: string, options?: RouteOptions): PageRoutes;
  /** The page at the numbered path `/${numbered}product${word}` itself. */
  numbered(word: RouteWord, options?: RouteOptions): PageRoutes;
}

export function familyRoutes(scheme: RouteScheme): FamilyRoutes {
  const numberedPath = (word: RouteWord) => `/${scheme.numbered}product${word}`;
  const under = (base: string, segment: string) => `${base}/${segment}`;
  const aliasPath = (segment: string) => {
    if (!scheme.aliasBase) throw new Error(`${scheme.base}: an alias needs an aliasBase in the route scheme`);
    return under(scheme.aliasBase, segment);
  };
  return {
    model(segment, options = {}) {
      return {
        route: under(scheme.base, segment),
        legacyPaths: [
          ...(options.aliases ?? []).map((alias) => under(scheme.base, alias)),
          ...(options.numbered ?? []).map(numberedPath),
          ...(scheme.aliasEveryModel ? [aliasPath(segment)] : []),
        ],
      };
    },
    numbered(word, options = {}) {
      return {
        route: numberedPath(word),
        legacyPaths: [...(options.aliases ?? []).map(aliasPath), ...(options.numbered ?? []).map(numberedPath)],
      };
    },
  };
}
