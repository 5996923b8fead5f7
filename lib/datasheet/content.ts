import { datasheetPath, getFamily, getProducts, hasDatasheet } from '@/content/catalogue';
import type { Product, SpecTable } from '@/content/catalogue/types';
import { datasheetLabels } from '@/content/datasheet';
import { keyFiguresOf } from '@/lib/guide/card-figures';
import { absoluteUrl, site } from '@/content/site';
import { drawingAspect } from './drawing';
import { qrCode } from './qr';
import { toWinAnsi } from './win-ansi';

/**
 * What a datasheet prints, taken from the same product record the product
 * page renders, with every string already in characters Helvetica can draw.
 */

export interface DatasheetTable {
  title: string;
  columns: readonly string[];
  groups: readonly { label?: string; rows: readonly (readonly string[])[] }[];
  note?: string;
}

export interface DatasheetItem {
  title: string;
  text: string;
}

export interface DatasheetContent {
  brand: { name: string; tagline: string };
  product: {
    key: string;
    model: string;
    title: string;
    family: string;
    summary: string;
    banner?: string;
    /** Absolute URL of the product page, when the product has one. */
    url?: string;
  };
  /** The product page's URL as a QR code (module count and dark-module path), when the product has a page. */
  qr: { size: number; path: string } | null;
  /** The product's picture, printed on page one; the renderer rasterises it. */
  drawing: { aspect: number } | null;
  /** The key figures (content/catalogue/facets), across the product's models where it has several: page one's block. */
  keyFigures: readonly { label: string; value: string }[];
  highlights: readonly string[];
  features: readonly DatasheetItem[];
  tables: readonly DatasheetTable[];
  contact: { phone: string; phoneUrl: string; email: string; website: string; websiteUrl: string; legalName: string };
  /** Build date as printed in the footer, e.g. '7 March 2026'. */
  issued: string;
  metadata: { title: string; author: string; subject: string; keywords: readonly string[] };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '7 March 2026', in UTC so the printed date does not depend on the build machine's zone. */
export function formatIssued(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Origin without the scheme, as people type it: 'www.lumora.example'. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function table(source: SpecTable): DatasheetTable {
  return {
    title: toWinAnsi(source.title),
    columns: source.columns.map(toWinAnsi),
    groups: source.groups.map((group) => ({
      ...(group.label ? { label: toWinAnsi(group.label) } : {}),
      rows: group.rows.map((row) => row.map(toWinAnsi)),
    })),
    ...(source.note ? { note: toWinAnsi(source.note) } : {}),
  };
}

/** Every table of the record in page order: specifications, then accessories, then basic accessories. */
function tablesOf(product: Product): SpecTable[] {
  const page = product.page;
  if (!page) return [];
  return [...page.specTables, ...(page.accessories ? [page.accessories] : []), ...(page.basicAccessories ? [page.basicAccessories] : [])];
}

export function datasheetContent(product: Product, issued: Date): DatasheetContent {
  const page = product.page;
  const family = getFamily(product.family).shortTitle;
  const highlights = [
    ...(page?.highlights ?? []),
    ...[...(page?.iconFeatures ?? []), ...(page?.gallery ?? [])].map((f) => (f.text ? `${f.label}: ${f.text}` : f.label)),
  ];
  const features = [
    ...(page?.features ?? []),
    ...(page?.shared ?? []).flatMap((group) => group.features),
    ...(page?.showcase ?? []).map(({ title, text }) => ({ title, text })),
  ];
  const websiteUrl = absoluteUrl('/');
  const pageUrl = page ? absoluteUrl(page.route) : null;
  const qr = pageUrl ? qrCode(pageUrl) : null;

  return {
    brand: { name: toWinAnsi(site.companyName), tagline: toWinAnsi(site.tagline) },
    product: {
      key: product.key,
      model: toWinAnsi(product.model),
      title: toWinAnsi(product.title),
      family: toWinAnsi(family),
      summary: toWinAnsi(product.summary),
      ...(page && pageUrl ? { banner: toWinAnsi(page.banner), url: pageUrl } : {}),
    },
    qr: qr ? { size: qr.size, path: qr.path } : null,
    drawing: { aspect: drawingAspect(product.image) },
    keyFigures: keyFiguresOf(product).map(({ label, value }) => ({ label: toWinAnsi(label), value: toWinAnsi(value) })),
    highlights: highlights.map(toWinAnsi),
    features: features.map((f) => ({ title: toWinAnsi(f.title), text: toWinAnsi(f.text) })),
    tables: tablesOf(product).map(table),
    contact: {
      phone: toWinAnsi(site.phone.display),
      phoneUrl: `tel:${site.phone.tel}`,
      email: toWinAnsi(site.email),
      website: toWinAnsi(displayUrl(websiteUrl)),
      websiteUrl,
      legalName: toWinAnsi(site.legalName),
    },
    issued: formatIssued(issued),
    // Document properties are Unicode strings in the PDF, so they keep the record's own spelling.
    metadata: {
      title: `${product.title} ${datasheetLabels.titleSuffix}`,
      author: site.companyName,
      subject: `${product.model}: ${product.summary}`,
      keywords: [product.model],
    },
  };
}

/** The file name a product's datasheet is exported under: the last segment of `datasheetPath`. */
export function datasheetFileName(product: Pick<Product, 'key'>): string {
  return datasheetPath(product).split('/').pop() ?? '';
}

/** Products that have a datasheet (every product with a page), in catalogue order. */
export function getDatasheetProducts(): readonly Product[] {
  return getProducts().filter(hasDatasheet);
}

/** The product a datasheet file name belongs to, or null for a name no product exports. */
export function getDatasheetProduct(fileName: string): Product | null {
  return getDatasheetProducts().find((p) => datasheetFileName(p) === fileName) ?? null;
}

/**
 * The date printed on every datasheet of a build. `SOURCE_DATE_EPOCH`
 * (seconds, the reproducible-builds convention) pins it, so two builds of
 * the same commit give byte-identical PDFs; otherwise it is today.
 */
export function getDatasheetBuildDate(env: Readonly<Record<string, string | undefined>> = process.env): Date {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : new Date();
}
