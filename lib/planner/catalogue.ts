import { getProduct, getProducts } from '@/content/catalogue';
import type { FamilyFigures } from '@/content/catalogue/facets/index';
import type { Product } from '@/content/catalogue/types';
import { linkProducts, opticsClassBudgets, type PonType } from '@/content/planner';
import { productHref as catalogueHref } from '@/lib/catalogue/product-href';
import type { AmplifierOption, OtdrOption } from './plan';

/**
 * What the planner knows of the catalogue, read from the typed records at
 * build time and handed to the page: the optics classes it can compute with,
 * the OTDRs by dynamic range, the amplifiers by ports and output, and the
 * products a PON link needs. A product is proposed by its figures, never by
 * a hand-kept list, so a new OLT or OTDR record joins the planner by itself.
 */

export interface ProposedProduct {
  key: string;
  /** As the card names it: 'OP-100P16G'. */
  name: string;
  /** What it is in the link: 'OLT', 'ONT', 'Feeder cable'. */
  role: string;
  /** Its page, or its card on the family landing for a card-only product. */
  href: string;
}

const nameOf = (p: Product) => p.cardTitle ?? p.model;

/** A product's page, or for a card-only product its card on the family's landing. */
export function productHref(p: Product): string {
  return catalogueHref(p);
}

const propose = (p: Product, role: string): ProposedProduct => ({ key: p.key, name: nameOf(p), role, href: productHref(p) });

const ponFigures = (p: Product) => p.models[0]!.figures as FamilyFigures['pon'];

/** The optics classes the catalogue's OLTs and modules carry, in the facet's order. */
export function carriedClasses(): readonly string[] {
  const carried = new Set<string>();
  for (const p of getProducts('pon')) {
    const f = ponFigures(p);
    if (f.device === 'olt' || f.device === 'sfp') for (const c of f.opticsClass ?? []) carried.add(c);
  }
  return [...carried];
}

/** The carried classes the planner can compute with (a published loss range), and those it cannot. */
export function plannerClasses(): { offered: readonly string[]; unpublished: readonly string[] } {
  const carried = carriedClasses();
  const published = new Set<string>(opticsClassBudgets.map((c) => c.name));
  return { offered: carried.filter((c) => published.has(c)), unpublished: carried.filter((c) => !published.has(c)) };
}

/** The products for a PON link of this type and class: OLTs and modules of the class, the ONTs that register on it, cable and a splicer. */
export function ponLinkProducts(ponType: PonType, opticsClass: string): ProposedProduct[] {
  const pon = getProducts('pon');
  const ofClass = (device: 'olt' | 'sfp') =>
    pon.filter((p) => {
      const f = ponFigures(p);
      return f.device === device && f.ponType === ponType && (f.opticsClass ?? []).includes(opticsClass as never);
    });
  const onts = pon.filter((p) => {
    const f = ponFigures(p);
    return f.device === 'ont' && (f.ponType === ponType || f.ponType === 'xpon');
  });
  const fixed = (key: string, role: string) => propose(getProduct(key)!, role);
  return [
    ...ofClass('olt').map((p) => propose(p, 'OLT')),
    ...ofClass('sfp').map((p) => propose(p, 'PON module')),
    ...onts.map((p) => propose(p, 'ONT')),
    fixed(linkProducts.feederCable, 'Feeder cable'),
    fixed(linkProducts.dropCable, 'Drop cable'),
    fixed(linkProducts.splicer, 'Fusion splicer'),
  ];
}

/** Every OTDR model with its dynamic range per wavelength; a wavelength it does not test at is absent. */
export function otdrOptions(): OtdrOption[] {
  return getProducts('deviser').flatMap((p) =>
    p.models.flatMap((m) => {
      const f = m.figures as FamilyFigures['deviser'];
      if (f.type !== 'otdr') return [];
      const range: Partial<Record<number, number>> = {};
      if (f.dynamicRange1310 !== null) range[1310] = f.dynamicRange1310;
      if (f.dynamicRange1550 !== null) range[1550] = f.dynamicRange1550;
      if (f.dynamicRange1625 !== null && (f.wavelengths ?? []).includes('1625')) range[1625] = f.dynamicRange1625;
      return [{ model: m.name, productKey: p.key, dynamicRangeDb: range }];
    }),
  );
}

/** Every amplifier model with its ports and its highest output per port. */
export function amplifierOptions(): AmplifierOption[] {
  return getProducts('edfa').flatMap((p) =>
    p.models.flatMap((m) => {
      const f = m.figures as FamilyFigures['edfa'];
      if (f.outputs === null || f.outputPower === null || f.line === null) return [];
      return [{ model: m.name, productKey: p.key, ports: f.outputs, outputPerPortDbm: f.outputPower.max, line: f.line }];
    }),
  );
}

/** Name, link and whether it can go on the comparison, for each product key the planner may show. */
export function plannerProductIndex(): Record<string, { name: string; href: string; family: string; comparable: boolean }> {
  const keys = new Set<string>([...otdrOptions().map((o) => o.productKey), ...amplifierOptions().map((a) => a.productKey)]);
  return Object.fromEntries(
    [...keys].map((key) => {
      const p = getProduct(key)!;
      return [key, { name: nameOf(p), href: productHref(p), family: p.family, comparable: (p.page?.specTables.length ?? 0) > 0 }];
    }),
  );
}
