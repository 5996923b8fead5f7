import * as about from '@/content/about';
import * as appManifest from '@/content/app-manifest';
import * as branches from '@/content/branches';
import * as deviser from '@/content/catalogue/deviser';
import * as deviserShared from '@/content/catalogue/deviser/shared';
import * as edfa from '@/content/catalogue/edfa';
import * as edfaShared from '@/content/catalogue/edfa/shared';
import * as fiberSeries from '@/content/catalogue/fiber/series';
import * as fiber from '@/content/catalogue/fiber';
import * as fiberShared from '@/content/catalogue/fiber/shared';
import * as facetTypes from '@/content/catalogue/facets';
import * as deviserFacets from '@/content/catalogue/facets/deviser';
import * as edfaFacets from '@/content/catalogue/facets/edfa';
import * as fiberFacets from '@/content/catalogue/facets/fiber';
import * as facetIndex from '@/content/catalogue/facets/index';
import * as ponFacets from '@/content/catalogue/facets/pon';
import * as sumitomoFacets from '@/content/catalogue/facets/sumitomo';
import * as illustration from '@/content/catalogue/illustration';
import * as catalogueIndex from '@/content/catalogue/index';
import * as keys from '@/content/catalogue/keys';
import * as labels from '@/content/catalogue/labels';
import * as plausibility from '@/content/catalogue/plausibility';
import * as pon from '@/content/catalogue/pon';
import * as ponShared from '@/content/catalogue/pon/shared';
import * as phone from '@/content/phone';
import * as catalogueRoutes from '@/content/catalogue/routes';
import * as specRows from '@/content/catalogue/spec-rows';
import * as sumitomo from '@/content/catalogue/sumitomo';
import * as sumitomoShared from '@/content/catalogue/sumitomo/shared';
import * as catalogueTypes from '@/content/catalogue/types';
import * as company from '@/content/company';
import * as compare from '@/content/compare';
import * as contact from '@/content/contact';
import * as count from '@/content/count';
import * as datasheet from '@/content/datasheet';
import * as educational from '@/content/educational';
import * as enquiryList from '@/content/enquiry-list';
import * as factoryFigures from '@/content/factory/figures';
import * as guide from '@/content/guide';
import * as manualInsertion from '@/content/factory/manual-insertion';
import * as ofc from '@/content/factory/ofc';
import * as surfaceMounting from '@/content/factory/surface-mounting';
import * as factoryTypes from '@/content/factory/types';
import * as families from '@/content/families';
import * as gazetteer from '@/content/gazetteer';
import * as fiberAttenuation from '@/content/catalogue/fiber-attenuation';
import * as ponOptics from '@/content/catalogue/pon/optics';
import * as quantity from '@/content/catalogue/quantity';
import * as home from '@/content/home';
import * as isoDate from '@/content/iso-date';
import * as imageKeys from '@/content/media/image-keys';
import * as imagery from '@/content/media/imagery';
import * as videos from '@/content/media/videos';
import * as navigation from '@/content/navigation';
import * as notation from '@/content/notation';
import * as partners from '@/content/partners';
import * as clientPaths from '@/content/client-paths';
import * as pageSearch from '@/content/page-search';
import * as pages from '@/content/pages';
import * as paths from '@/content/paths';
import * as planner from '@/content/planner';
import * as publications from '@/content/publications';
import * as search from '@/content/search';
import * as searchVocabulary from '@/content/search-vocabulary';
import * as seo from '@/content/seo';
import * as fieldKit from '@/content/field-kit';
import * as networkStatus from '@/content/network-status';
import * as offline from '@/content/offline';
import * as site from '@/content/site';
import * as tutorials from '@/content/tutorials';
import * as units from '@/content/units';
import type { SpecTable } from '@/content/catalogue/types';

/**
 * Every content module, by its file, so the checks that read all of the
 * site's words (notation, placeholders) miss none. A test holds this list to
 * the files in content/, so a new module is added here or the test fails.
 * A product's own file (content/catalogue/<family>/<key>.ts) is not listed:
 * its record is read through its family's index, which names every product.
 */
export const contentModules: Readonly<Record<string, Record<string, unknown>>> = {
  'content/about.ts': about,
  'content/app-manifest.ts': appManifest,
  'content/branches.ts': branches,
  'content/catalogue/deviser/index.ts': deviser,
  'content/catalogue/deviser/shared.ts': deviserShared,
  'content/catalogue/edfa/index.ts': edfa,
  'content/catalogue/edfa/shared.ts': edfaShared,
  'content/catalogue/facets.ts': facetTypes,
  'content/catalogue/facets/deviser.ts': deviserFacets,
  'content/catalogue/facets/edfa.ts': edfaFacets,
  'content/catalogue/facets/fiber.ts': fiberFacets,
  'content/catalogue/facets/index.ts': facetIndex,
  'content/catalogue/facets/pon.ts': ponFacets,
  'content/catalogue/facets/sumitomo.ts': sumitomoFacets,
  'content/catalogue/fiber/index.ts': fiber,
  'content/catalogue/fiber/series.ts': fiberSeries,
  'content/catalogue/fiber/shared.ts': fiberShared,
  'content/catalogue/fiber-attenuation.ts': fiberAttenuation,
  'content/catalogue/illustration.ts': illustration,
  'content/catalogue/index.ts': catalogueIndex,
  'content/catalogue/keys.ts': keys,
  'content/catalogue/labels.ts': labels,
  'content/catalogue/plausibility.ts': plausibility,
  'content/catalogue/pon/index.ts': pon,
  'content/catalogue/pon/optics.ts': ponOptics,
  'content/catalogue/pon/shared.ts': ponShared,
  'content/catalogue/quantity.ts': quantity,
  'content/catalogue/routes.ts': catalogueRoutes,
  'content/catalogue/spec-rows.ts': specRows,
  'content/catalogue/sumitomo/index.ts': sumitomo,
  'content/catalogue/sumitomo/shared.ts': sumitomoShared,
  'content/catalogue/types.ts': catalogueTypes,
  'content/company.ts': company,
  'content/compare.ts': compare,
  'content/contact.ts': contact,
  'content/count.ts': count,
  'content/datasheet.ts': datasheet,
  'content/educational.ts': educational,
  'content/enquiry-list.ts': enquiryList,
  'content/factory/figures.ts': factoryFigures,
  'content/factory/manual-insertion.ts': manualInsertion,
  'content/factory/ofc.ts': ofc,
  'content/factory/surface-mounting.ts': surfaceMounting,
  'content/factory/types.ts': factoryTypes,
  'content/guide.ts': guide,
  'content/families.ts': families,
  'content/field-kit.ts': fieldKit,
  'content/gazetteer.ts': gazetteer,
  'content/home.ts': home,
  'content/iso-date.ts': isoDate,
  'content/media/image-keys.ts': imageKeys,
  'content/media/imagery.ts': imagery,
  'content/media/videos.ts': videos,
  'content/navigation.ts': navigation,
  'content/notation.ts': notation,
  'content/network-status.ts': networkStatus,
  'content/offline.ts': offline,
  'content/partners.ts': partners,
  'content/phone.ts': phone,
  'content/client-paths.ts': clientPaths,
  'content/page-search.ts': pageSearch,
  'content/pages.ts': pages,
  'content/paths.ts': paths,
  'content/planner.ts': planner,
  'content/publications.ts': publications,
  'content/search.ts': search,
  'content/search-vocabulary.ts': searchVocabulary,
  'content/seo.ts': seo,
  'content/site.ts': site,
  'content/tutorials.ts': tutorials,
  'content/units.ts': units,
};

/** Modules whose strings are rules about text, never text a visitor reads (the search vocabulary holds words as visitors misspell them). */
const RULE_MODULES = new Set(['content/notation.ts', 'content/catalogue/plausibility.ts', 'content/units.ts', 'content/search-vocabulary.ts']);

export interface ContentString {
  /** The record the text belongs to: a product, branch or partner key, or `<file> › <export>`. */
  record: string;
  /** Where in the record, e.g. `page.features[1].text`. */
  field: string;
  text: string;
}

const isTable = (value: object): value is SpecTable =>
  'columns' in value && 'groups' in value && Array.isArray((value as SpecTable).groups) && typeof (value as SpecTable).title === 'string';

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Array.isArray(value);
};

function join(path: string, part: string | number): string {
  if (typeof part === 'number') return `${path}[${part}]`;
  return path === '' ? part : `${path}.${part}`;
}

/**
 * Every string the content modules hold, however deep, with the record and
 * field it stands in. An object with a string `key` starts a record of that
 * name (a product, a family, a branch), so a message reads
 * `s1v › page.features[1].text`. Addresses (starting '/' or 'http') are
 * left out: they are checked by the route checks.
 */
export function contentStrings(modules: Readonly<Record<string, Record<string, unknown>>> = contentModules): ContentString[] {
  const found: ContentString[] = [];
  const walking = new Set<object>();

  const walk = (value: unknown, record: string, field: string) => {
    if (typeof value === 'string') {
      if (!/^(\/|https?:|mailto:|tel:)/.test(value)) found.push({ record, field, text: value });
      return;
    }
    if (value === null || typeof value !== 'object' || !isPlain(value) || walking.has(value)) return;
    walking.add(value);
    if (isTable(value)) walkTable(value, record, field);
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, record, join(field, i)));
    else {
      const key = (value as { key?: unknown }).key;
      // A product, family or branch names its own record; a module's top-level export keeps its name.
      const [own, at] = typeof key === 'string' && /[.[]/.test(field) ? [key, ''] : [record, field];
      for (const [name, child] of Object.entries(value)) walk(child, own, join(at, name));
    }
    walking.delete(value);
  };

  /** A spec table names its cells by title, row header and column, as an editor sees them. */
  const walkTable = (table: SpecTable, record: string, field: string) => {
    const at = `${field} "${table.title}"`;
    found.push({ record, field: `${at} › title`, text: table.title });
    table.columns.forEach((column, i) => found.push({ record, field: `${at} › column ${i + 1}`, text: column }));
    for (const group of table.groups) {
      if (group.label) found.push({ record, field: `${at} › group "${group.label}"`, text: group.label });
      for (const row of group.rows) {
        row.forEach((cell, i) => found.push({ record, field: `${at} › "${row[0]}"${i === 0 ? '' : ` › ${table.columns[i] ?? `column ${i + 1}`}`}`, text: cell }));
      }
    }
    if (table.note) found.push({ record, field: `${at} › note`, text: table.note });
  };

  for (const [file, exports] of Object.entries(modules)) {
    if (RULE_MODULES.has(file)) continue;
    for (const [name, value] of Object.entries(exports)) walk(value, file, name);
  }
  return found;
}
