import type { ImageKey } from '@/content/media/image-keys';
import type { PageKey } from '@/content/paths';
import type { OrderableModel } from './facets';
import type { FamilyFigures } from './facets/index';
import type { IllustrationSpec } from './illustration';
import { familyKeys, type FamilyKey, type ProductKey, type ProductKeyOf } from './keys';

export { familyKeys, type FamilyKey, type ProductKey, type ProductKeyOf };

/**
 * The product model. Families and products are typed records; one landing
 * template renders every family and one product template every product page.
 */

/** Landing-page tab ids per family; the first is the all-products tab. */
export const familyTabs = {
  sumitomo: [
    { id: 'all', label: 'Sumitomo Product & Accessories' },
    { id: 'clad-fusion-splicer', label: 'Clad Fusion Splicer' },
    { id: 'core-fusion-splicer', label: 'Core Fusion Splicer' },
    { id: 'ribbon-fusion-splicer', label: 'Ribbon Fusion Splicer' },
    { id: 'handheld-cleaver', label: 'Handheld Cleaver' },
    { id: 'tabletop-cleaver', label: 'Tabletop Cleaver' },
  ],
  deviser: [
    { id: 'all', label: 'Deviser Product & Accessories' },
    { id: 'single-mode-otdr', label: 'Single Mode OTDR' },
    { id: 'multi-mode-otdr', label: 'Multi Mode OTDR' },
    { id: 'live-otdr', label: 'Live OTDR' },
    { id: 'optical-power-meter', label: 'Optical Power Meter' },
    { id: 'pon-power-meter', label: 'PON Power Meter' },
    { id: 'optical-laser-source', label: 'Optical Laser Source' },
    { id: 'multimeter', label: 'Multimeter' },
    { id: 'visual-fault-locator', label: 'Visual Fault Locator (VFL)' },
  ],
  pon: [
    { id: 'all', label: 'PON Products' },
    { id: 'gpon-olt', label: 'GPON OLT' },
    { id: 'epon-olt', label: 'EPON OLT' },
    { id: 'pon-sfp', label: 'PON SFP' },
    { id: 'xpon-ont', label: 'XPON ONT' },
  ],
  fiber: [
    { id: 'all', label: 'Optical Fiber Cable' },
    { id: 'flat-cable', label: 'Flat Cable' },
    { id: 'drop-cable', label: 'Drop Cable' },
    { id: 'neo', label: 'NEO' },
    { id: 'gold', label: 'Gold' },
    { id: 'platinum', label: 'Platinum' },
  ],
  edfa: [
    { id: 'all', label: 'All EDFA Products' },
    { id: 'catv-single-input', label: 'CATV Single Input' },
    { id: 'catv-dual-input', label: 'CATV Dual Input' },
    { id: 'wdm-single-input', label: 'WDM Single Input' },
    { id: 'wdm-dual-input', label: 'WDM Dual Input' },
  ],
} as const satisfies Record<FamilyKey, readonly [{ id: 'all'; label: string }, ...{ id: string; label: string }[]]>;

export type TabId<F extends FamilyKey> = (typeof familyTabs)[F][number]['id'];

/** A picture of a product: a photo from the image pipeline wins over the drawing. */
export type ProductImage =
  | { kind: 'illustration'; spec: IllustrationSpec; alt: string }
  | { kind: 'photo'; /** Key in the media manifest (media/images/…); a typo is a compile error. */ image: ImageKey; alt: string };

/** One row: the first cell is the row header, one cell more per data column. `Label` keeps the header's literal type where it is known. */
export type SpecRow<Label extends string = string> = readonly [Label, ...string[]];

export interface SpecRowGroup {
  /** Section label shown as a row-group header; omitted for an ungrouped table. */
  label?: string;
  rows: readonly SpecRow[];
}

export interface SpecTable {
  title: string;
  /** Header cells; the first heads the row-header column. One column per model in multi-model tables. */
  columns: readonly [string, ...string[]];
  groups: readonly SpecRowGroup[];
  /** Short note under the table (units, footnotes). */
  note?: string;
}

export interface Feature {
  title: string;
  text: string;
}

/**
 * Facts several products share, written once and shown on each of their
 * pages under a heading that says they are shared (never pasted into each
 * product's own features).
 */
export interface SharedFeatures {
  /** Names who shares them, e.g. 'Common to every CE series amplifier'. */
  title: string;
  features: readonly Feature[];
}

/** Icons available to feature strips and galleries (lucide names, kebab-case). */
export type FeatureIcon =
  | 'zap'
  | 'shield'
  | 'timer'
  | 'battery'
  | 'monitor'
  | 'wifi'
  | 'gauge'
  | 'thermometer'
  | 'ruler'
  | 'weight'
  | 'cable'
  | 'sun'
  | 'droplets'
  | 'rat'
  | 'flame'
  | 'layers'
  | 'network'
  | 'settings'
  | 'scissors'
  | 'crosshair'
  | 'activity'
  | 'radio'
  | 'server'
  | 'hard-drive'
  | 'award'
  | 'wrench';

export interface IconFeature {
  icon: FeatureIcon;
  label: string;
  text?: string;
}

/** An image-and-text block (EDFA product five's alternating sections, galleries). */
export interface ShowcaseBlock {
  title: string;
  text: string;
  image: ProductImage;
}

/** Devices an ONT's ports serve, for the application chart. */
export type ClientDevice = 'pc' | 'phone' | 'laptop' | 'iptv' | 'camera' | 'smartphone' | 'tablet';

export interface ProductPage {
  /** Canonical path, e.g. '/sumitomo/S1V' or `/${site.slug}-pon/OP-100P16G`. */
  route: string;
  /** Old paths exported as redirect pages to `route`. */
  legacyPaths: readonly string[];
  /** Meta description for the page (own words, 70 to 160 characters). */
  metaDescription: string;
  /** Document title when `title` is too long for search results (51 characters before the site-name suffix). */
  metaTitle?: string;
  /** Short line for the feature banner under the hero. */
  banner: string;
  /** What is particular to this product. */
  features: readonly Feature[];
  /** Shared records of facts the product has in common with others, shown after its own features. */
  shared?: readonly SharedFeatures[];
  /** 'Key Highlights' list (four items on OLT pages), empty when none. */
  highlights: readonly string[];
  specTables: readonly SpecTable[];
  accessories?: SpecTable;
  basicAccessories?: SpecTable;
  /**
   * Products for the 'Similar Products' strip, by key; each must have a page.
   * Four on most pages, six on EDFA pages (spec 2.3 and 2.9; SIMILAR_STRIP_SIZE
   * in lib/catalogue/checks.ts holds the rule).
   */
  similar: readonly ProductKey[];
  /**
   * FC-6 series: five clickable feature icons. One with a picture of its own
   * shows it; one without leaves the product's picture in place (its alt
   * text never claims a picture that is not shown).
   */
  gallery?: readonly (IconFeature & { image?: ProductImage })[];
  /** Fibre variants: five feature icons. */
  iconFeatures?: readonly IconFeature[];
  /** ONTs: devices on the application chart, in port order. */
  applicationChart?: { devices: readonly ClientDevice[] };
  /** EDFA product five: alternating image/text sections before the details. */
  showcase?: readonly ShowcaseBlock[];
}

export interface Product<F extends FamilyKey = FamilyKey> {
  key: ProductKeyOf<F>;
  family: F;
  /** Model designation as printed, e.g. 'S1V', 'OP-100P16G', 'AE3100A~F'. */
  model: string;
  /** Full product name, the page's h1. */
  title: string;
  /** Card title on the landing grid when it differs from `model`. */
  cardTitle?: string;
  /** One or two sentences, own words: card text and page lead. */
  summary: string;
  /** Landing tabs the card appears under; always includes 'all'. */
  tabs: readonly TabId<F>[];
  image: ProductImage;
  /**
   * The models a buyer can order under this product, each with its key
   * figures (content/catalogue/facets/<family>.ts): one for most products,
   * six for the AE3100A to F. The selection guide shows one row per model.
   */
  models: readonly OrderableModel<FamilyFigures[F]>[];
  /** Detail page; null for card-only products (PON SFP modules, some EDFA models). */
  page: ProductPage | null;
}

export interface Family<F extends FamilyKey = FamilyKey> {
  key: F;
  page: PageKey;
  /** Landing page h1. */
  title: string;
  /** Breadcrumb and card name. */
  shortTitle: string;
  /** Heading of the features section on this family's product pages ('Key Features' on EDFA pages, spec 2.9). */
  featuresHeading: string;
  brand: string;
  metaDescription: string;
  /** Document title when `title` is too long for search results (51 characters before the site-name suffix). */
  metaTitle?: string;
  hero: { eyebrow: string; lead: string; image: ProductImage };
  tabs: (typeof familyTabs)[F];
}

/** Every family's record module exports this. */
export interface FamilyContent<F extends FamilyKey> {
  family: Family<F>;
  products: readonly Product<F>[];
}
