import type { FamilyKey } from '@/content/catalogue/types';
import type { PageKey } from '@/content/paths';
import { site } from './site';

/**
 * The five product families as the shell presents them: the Products menu,
 * the family cards on the home, 404 and products pages.
 */
export interface FamilyOverview {
  key: FamilyKey;
  page: PageKey;
  name: string;
  /** What the family is, in two or three words. */
  hint: string;
  /** Longer menu label for the collapsed navigation, when it differs. */
  collapsedLabel?: string;
  blurb: string;
}

export const familyOverviews = [
  {
    key: 'sumitomo',
    page: 'sumitomo',
    name: 'Sumitomo',
    hint: 'Fusion splicers and cleavers',
    blurb: 'Core, clad and ribbon fusion splicers and precision cleavers from Sumitomo Electric, with local service.',
  },
  {
    key: 'deviser',
    page: 'deviser',
    name: 'Deviser',
    hint: 'Measuring instruments',
    blurb: 'OTDRs, power meters, light sources and fault locators for commissioning and troubleshooting fibre links.',
  },
  {
    key: 'pon',
    page: 'pon',
    name: `${site.name} PON`,
    hint: 'Networking',
    collapsedLabel: `${site.name} PON (GEPON/GPON)`,
    blurb: 'GPON and EPON OLTs, dual-mode ONTs and PON optics for FTTH roll-outs of every size.',
  },
  {
    key: 'edfa',
    page: 'edfa',
    name: `${site.name} EDFA`,
    hint: 'Optical amplifiers',
    blurb: 'CATV and WDM erbium-doped fibre amplifiers, single or dual input, from mini units to 32-port chassis.',
  },
  {
    key: 'fiber',
    page: 'fiber',
    name: `${site.name} Fibre`,
    hint: 'Fibre optic cable',
    blurb: 'Flat and drop cables, single-tube NEO and Gold and dual-tube Platinum, G.652.D from 2 to 24 fibres, made in our own cable plant.',
  },
] as const satisfies readonly FamilyOverview[];

/** `/products`: the five families as an index (DECISIONS: a real products index under 'Our Products'). */
export const productsPage = {
  title: 'Our Products',
  lead: 'Five families, one supplier: pick one to see every model with its specifications and datasheet.',
  familiesTitle: 'Product families',
} as const;
