import type {
  BreadcrumbList,
  CollectionPage,
  LocalBusiness,
  Organization,
  Product as ProductLd,
  PropertyValue,
  SearchAction,
  VideoObject,
  WebSite,
  WithActionConstraints,
} from 'schema-dts';
import { getBranch, defaultBranchKey, type Branch } from '@/content/branches';
import { getFamily, getProducts, getSimilarProducts, hasPage, type PagedProduct } from '@/content/catalogue';
import { formatFigure, unitOf, type Facet, type FacetValue } from '@/content/catalogue/facets';
import { familyFacets } from '@/content/catalogue/facets/index';
import { acrossModels } from '@/lib/guide/card-figures';
import { isQualified, plain, quantityText, type Quantity } from '@/content/catalogue/quantity';
import type { Family, Product, ProductImage, SpecTable } from '@/content/catalogue/types';
import type { Video } from '@/content/media/videos';
import { partners } from '@/content/partners';
import { organisationContact } from '@/content/seo';
import { absoluteUrl, site } from '@/content/site';
import type { Crumb } from '@/lib/nav/breadcrumbs';
import { illustrationPath } from '@/lib/illustrations/files';
import { getImage } from '@/lib/media/images';
import { osmPageUrl } from '@/lib/contact/map';
import { paths } from '@/content/paths';
import { searchHrefFor } from '@/lib/search/query';
import { shareImageFor } from './share-images';

/**
 * schema.org nodes built from the same records the pages render, typed by
 * schema-dts. Nodes that other nodes point at carry an `@id` under the site's
 * URL, so a page's graph links the product to its maker and the offices to
 * the company. Nothing here is invented: no offers, prices or ratings.
 */

const ORGANISATION_ID = absoluteUrl('/#organization');
const WEBSITE_ID = absoluteUrl('/#website');
const SEARCH_TERM = '{search_term_string}';

/** The schema.org URL of a site path (the same absolute form as the canonical link). */
const url = (path: string) => absoluteUrl(path);

export function breadcrumbList(trail: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: url(crumb.href),
    })),
  };
}

/** The company, with the head office as its contact point and its profiles as `sameAs`. */
export function organization(headOffice: Branch = getBranch(defaultBranchKey)): Organization {
  return {
    '@type': 'Organization',
    '@id': ORGANISATION_ID,
    name: site.companyName,
    legalName: site.legalName,
    url: url(paths.home),
    logo: { '@type': 'ImageObject', url: url('/icons/icon-512.png'), width: '512', height: '512' },
    description: site.description,
    foundingDate: String(site.foundedYear),
    email: site.email,
    telephone: site.phone.tel,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: organisationContact.contactType,
      name: headOffice.name,
      telephone: headOffice.mobiles[0],
      email: headOffice.email,
      areaServed: organisationContact.areaServed,
      availableLanguage: [...organisationContact.availableLanguage],
    },
    // Profiles only: a chat link is a way to reach the company, not a page about it.
    sameAs: site.social.filter((s) => s.kind !== 'whatsapp').map((s) => s.href),
  };
}

/** The site, with the search page as its sitesearch target. */
export function webSite(): WebSite {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    // searchHrefFor names the query parameter; the placeholder's braces must stay unencoded.
    target: { '@type': 'EntryPoint', urlTemplate: url(searchHrefFor(SEARCH_TERM, paths.search)!).replace(encodeURIComponent(SEARCH_TERM), SEARCH_TERM) },
    'query-input': `required name=${SEARCH_TERM.slice(1, -1)}`,
  };
  return {
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    url: url(paths.home),
    name: site.companyName,
    inLanguage: 'en-IN',
    publisher: { '@id': ORGANISATION_ID },
    potentialAction: search,
  };
}

/** A picture's absolute URL: the drawing's SVG, or the largest encoding of a photo. */
export function productImageUrl(image: ProductImage): string {
  if (image.kind === 'illustration') return url(illustrationPath(image.spec));
  const largest = getImage(image.image).variants.at(-1);
  if (!largest) throw new Error(`image ${image.image} has no encoded variant`);
  return url(largest.webp);
}

/**
 * Every cell of a spec table as a property, named as the page shows it: the
 * row header, and in a table with one column per model, the column header
 * after it. The table (and row group) it comes from is the description.
 */
export function specProperties(table: SpecTable): PropertyValue[] {
  const [, ...valueColumns] = table.columns;
  const perModel = valueColumns.length > 1;
  return table.groups.flatMap((group) =>
    group.rows.flatMap(([name, ...cells]) =>
      cells.map(
        (value, i): PropertyValue => ({
          '@type': 'PropertyValue',
          name: perModel ? `${name} (${valueColumns[i]})` : name,
          value,
          description: group.label ? `${table.title}: ${group.label}` : table.title,
        }),
      ),
    ),
  );
}

/**
 * A figure as schema.org words it, following its type: an exact figure as
 * `value`, "at most" as `maxValue`, "at least" as `minValue` (never a bare
 * `value`, which would claim the bound as the figure), a span as both,
 * options as a list of values. A strict bound, options and a qualified
 * figure say so in `description`.
 */
export function quantityProperty(q: Quantity, unit: string | null): Pick<PropertyValue, 'value' | 'minValue' | 'maxValue' | 'description'> {
  const p = plain(q);
  const say = (words: string | null) => {
    const text = [words, isQualified(q) ? `As the maker states it: ${q.note}` : null].filter(Boolean).join('. ');
    return text ? { description: text } : {};
  };
  const written = quantityText(p, unit ?? undefined);
  if (typeof p === 'number') return { value: p, ...say(null) };
  if ('atMost' in p) return { maxValue: p.atMost, ...say(p.strict ? `Less than the maximum: ${written}` : null) };
  if ('atLeast' in p) return { minValue: p.atLeast, ...say(p.strict ? `More than the minimum: ${written}` : null) };
  if ('oneOf' in p) return { value: [...p.oneOf], ...say(`One of these, chosen when ordering: ${written}`) };
  if (p.min === p.max && !p.each) return { value: p.min, ...say(null) };
  return { minValue: p.min, maxValue: p.max, ...say(p.each ? `From model to model, each ${p.each === 'atLeast' ? 'at least' : 'at most'} its figure: ${written}` : null) };
}

/**
 * The key figures (content/catalogue/facets) as typed properties: a figure
 * with its UN/CEFACT unit code (or unit text for a count) as its type reads
 * (quantityProperty), across a series' models where it has several (the
 * AE3100A to F), a set or a choice as its words, a flag as true or false. A
 * figure no source gives is left out.
 */
export function facetProperties(product: Product): PropertyValue[] {
  const facets = familyFacets[product.family].facets as readonly Facet[];
  return facets.flatMap((facet): PropertyValue[] => {
    const value = acrossModels(facet, product.models.map((m) => (m.figures as Readonly<Record<string, FacetValue | null>>)[facet.id] ?? null));
    if (value === null) return [];
    const unit = unitOf(facet);
    const units = unit ? { ...('code' in unit ? { unitCode: unit.code } : {}), unitText: unit.symbol } : {};
    const base = { '@type': 'PropertyValue', propertyID: facet.id, name: facet.label } as const;
    if (facet.kind === 'number') return [{ ...base, ...quantityProperty(value as Quantity, unit?.symbol ?? null), ...units }];
    if (typeof value === 'boolean') return [{ ...base, value }];
    return [{ ...base, value: formatFigure(facet, value) }];
  });
}

/** The maker: a partner brand's own company, or Lumora for its own lines. */
function manufacturerOf(family: Family): Organization {
  if (family.brand === site.name) return { '@type': 'Organization', '@id': ORGANISATION_ID, name: site.companyName };
  const partner = partners.find((p) => p.name === family.brand);
  if (!partner) throw new Error(`family ${family.key}: brand ${family.brand} is neither ${site.name} nor a partner`);
  return { '@type': 'Organization', name: partner.name, url: partner.link };
}

function categoriesOf(product: Product, family: Family): string[] {
  return product.tabs.flatMap((id) => (id === 'all' ? [] : family.tabs.filter((t) => t.id === id).map((t) => t.label)));
}

/** A product page's Product: what it is, who makes it and every specification row. */
export function productNode(product: PagedProduct): ProductLd {
  const family = getFamily(product.family);
  const categories = categoriesOf(product, family);
  return {
    '@type': 'Product',
    '@id': `${url(product.page.route)}#product`,
    url: url(product.page.route),
    name: product.title,
    model: product.model,
    description: product.summary,
    brand: { '@type': 'Brand', name: family.brand },
    manufacturer: manufacturerOf(family),
    ...(categories.length > 0 ? { category: categories.length === 1 ? categories[0] : categories } : {}),
    image: [productImageUrl(product.image), url(shareImageFor({ kind: 'product', product }).path)],
    additionalProperty: [...facetProperties(product), ...product.page.specTables.flatMap(specProperties)],
    isRelatedTo: getSimilarProducts(product).map(
      (similar): ProductLd => ({ '@type': 'Product', name: similar.title, model: similar.model, url: url(similar.page.route) }),
    ),
  };
}

/** A family landing: the page and its products in the order the grid shows them. */
export function collectionPage(family: Family): CollectionPage {
  const products = getProducts(family.key);
  return {
    '@type': 'CollectionPage',
    '@id': `${url(paths[family.page])}#page`,
    url: url(paths[family.page]),
    name: family.title,
    description: family.metaDescription,
    isPartOf: { '@id': WEBSITE_ID },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: products.length,
      itemListOrder: 'https://schema.org/ItemListUnordered',
      itemListElement: products.map((product, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'Product',
          name: product.title,
          model: product.model,
          image: productImageUrl(product.image),
          ...(hasPage(product) ? { url: url(product.page.route) } : {}),
        },
      })),
    },
  };
}

/** '+91 98100 00001' → '+919810000001'. */
const e164 = (phone: string) => phone.replace(/[^\d+]/g, '');

/** The six-digit PIN code that ends an Indian address. */
export function postalCodeOf(address: string): string {
  const pin = /\b(\d{6})$/.exec(address.trim())?.[1];
  if (!pin) throw new Error(`address "${address}" does not end in a six-digit PIN code`);
  return pin;
}

/** One office as a place a buyer can visit or call. */
export function localBusiness(branch: Branch): LocalBusiness {
  return {
    '@type': 'LocalBusiness',
    '@id': `${url(paths.contact)}#${branch.key}`,
    name: `${site.companyName}, ${branch.name}`,
    description: `${branch.kind} of ${site.legalName}`,
    url: url(paths.contact),
    telephone: branch.mobiles.map(e164),
    email: branch.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address,
      addressLocality: branch.city,
      postalCode: postalCodeOf(branch.address),
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: branch.lat, longitude: branch.lon },
    hasMap: osmPageUrl(branch.lat, branch.lon),
    parentOrganization: { '@id': ORGANISATION_ID },
  };
}

/** ISO 8601 duration: 75 s → 'PT1M15S', 23.5 s → 'PT23.5S'. */
export function isoDuration(seconds: number): string {
  if (!(seconds > 0)) throw new Error(`a clip lasts a positive number of seconds, not ${seconds}`);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.round((seconds % 60) * 1000) / 1000;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

/**
 * A self-hosted clip. Name and description come from the record the page
 * shows (a home card has its own words), the rest from the clip itself.
 */
export function videoObject(video: Video, words: { title: string; description: string } | null = null): VideoObject {
  const name = words?.title ?? video.title;
  const description = words?.description ?? video.description;
  if (!description) throw new Error(`video ${video.key} has no description for its VideoObject`);
  return {
    '@type': 'VideoObject',
    name,
    description,
    thumbnailUrl: url(video.poster),
    contentUrl: url(video.src),
    uploadDate: video.published,
    duration: isoDuration(video.durationSeconds),
    width: `${video.width}`,
    height: `${video.height}`,
  };
}
