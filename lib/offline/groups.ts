/**
 * What each field-kit choice holds, from the content: a group per product
 * family (its landing, every product page and datasheet), the tutorials
 * (their pages, with the videos and posters they play), and the planner
 * with the branch offices. The build (build/offline/field-kit.ts) adds what
 * each page loads after its HTML and every file's size; /field-kit and
 * /offline show the names. Server and build only: it reads the catalogue.
 */
import { datasheetPath, getFamilies, getPagedProducts } from '@/content/catalogue';
import type { FamilyKey } from '@/content/catalogue/types';
import { familyOverviews } from '@/content/families';
import { fieldKitGroupWords } from '@/content/field-kit';
import { getPage } from '@/content/pages';
import { paths } from '@/content/paths';
import { ENQUIRY_PRODUCTS_PATH } from '@/lib/enquiry/products';
import { KIT_EVERYTHING, KIT_PLANNER_AND_BRANCHES, KIT_TUTORIALS } from './choice';

/** One thing a group keeps, by URL path, with its name on /offline and the record it comes from (for a build error). */
export interface KitEntry {
  path: string;
  /** 'page': an HTML page, kept with what it loads; 'datasheet': a PDF; 'data': a file a kept page fetches. */
  kind: 'page' | 'datasheet' | 'data';
  label: string;
  /** Where it comes from, as the content checks name records: 'deviser › ae1001 › datasheet'. */
  owner: string;
  /** A datasheet's product page. */
  page?: string;
}

export interface KitGroupPlan {
  key: string;
  label: string;
  summary: string;
  entries: readonly KitEntry[];
  /** Whether the videos the pages play (and their posters) are kept too: the tutorials' are what they are for. */
  media: boolean;
}

export interface FieldKitPlan {
  /** The union of every group. */
  everything: { key: typeof KIT_EVERYTHING; label: string; summary: string };
  groups: readonly KitGroupPlan[];
}

function familyGroup(family: FamilyKey): KitGroupPlan {
  const record = getFamilies().find((f) => f.key === family)!;
  const overview = familyOverviews.find((f) => f.key === family)!;
  const products = getPagedProducts(family);
  return {
    key: family,
    label: overview.name,
    summary: fieldKitGroupWords.family.summary(overview.hint, products.length),
    media: false,
    entries: [
      { path: paths[record.page], kind: 'page', label: record.title, owner: `${family} › landing` },
      ...products.flatMap((product): KitEntry[] => [
        { path: product.page.route, kind: 'page', label: product.title, owner: `${family} › ${product.key} › page.route` },
        {
          path: datasheetPath(product),
          kind: 'datasheet',
          label: product.model,
          owner: `${family} › ${product.key} › datasheet`,
          page: product.page.route,
        },
      ]),
    ],
  };
}

const sitePage = (key: 'tutorials' | 'educational' | 'planner' | 'contact', group: string): KitEntry => ({
  path: paths[key],
  kind: 'page',
  label: getPage(key).crumb,
  owner: `${group} › content/pages.ts '${key}'`,
});

export function fieldKitPlan(): FieldKitPlan {
  const families = getFamilies().map((f) => familyGroup(f.key));
  return {
    everything: {
      key: KIT_EVERYTHING,
      label: fieldKitGroupWords.everything.label,
      summary: fieldKitGroupWords.everything.summary(getPagedProducts().length),
    },
    groups: [
      ...families,
      {
        key: KIT_TUTORIALS,
        label: fieldKitGroupWords.tutorials.label,
        summary: fieldKitGroupWords.tutorials.summary,
        media: true,
        entries: [sitePage('educational', KIT_TUTORIALS), sitePage('tutorials', KIT_TUTORIALS)],
      },
      {
        key: KIT_PLANNER_AND_BRANCHES,
        label: fieldKitGroupWords.plannerAndBranches.label,
        summary: fieldKitGroupWords.plannerAndBranches.summary,
        media: false,
        entries: [
          sitePage('planner', KIT_PLANNER_AND_BRANCHES),
          sitePage('contact', KIT_PLANNER_AND_BRANCHES),
          // The enquiry form names a product from it (`/contact?product=`, the "Enquire Now" links of saved product pages).
          { path: ENQUIRY_PRODUCTS_PATH, kind: 'data', label: 'Enquiry products', owner: `${KIT_PLANNER_AND_BRANCHES} › enquiry products` },
        ],
      },
    ],
  };
}

/** A saved page as /offline links it, with its datasheet when it has one. */
export interface OfflineLink {
  label: string;
  href: string;
  datasheet?: { model: string; href: string };
}

/** Each group's pages for /offline to link the saved ones; everything is its groups, so it has none of its own. */
export function offlineLinks(plan: FieldKitPlan): { key: string; label: string; links: OfflineLink[] }[] {
  return plan.groups.map((group) => ({
    key: group.key,
    label: group.label,
    links: group.entries
      .filter((entry) => entry.kind === 'page')
      .map((entry) => {
        const sheet = group.entries.find((e) => e.kind === 'datasheet' && e.page === entry.path);
        return { label: entry.label, href: entry.path, ...(sheet ? { datasheet: { model: sheet.label, href: sheet.path } } : {}) };
      }),
  }));
}
