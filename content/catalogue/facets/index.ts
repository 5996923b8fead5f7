import type { FamilyKey } from '../keys';
import type { FamilyFacets, FigureValues } from '../facets';
import { deviserFacets } from './deviser';
import { edfaFacets } from './edfa';
import { fiberFacets } from './fiber';
import { ponFacets } from './pon';
import { sumitomoFacets } from './sumitomo';

/** Every family's facets, by family. */
export const familyFacets = {
  sumitomo: sumitomoFacets,
  deviser: deviserFacets,
  pon: ponFacets,
  edfa: edfaFacets,
  fiber: fiberFacets,
} as const satisfies Record<FamilyKey, FamilyFacets>;

/** The typed values one model of a family gives for its family's facets. */
export type FamilyFigures = { [F in FamilyKey]: FigureValues<(typeof familyFacets)[F]['facets']> };
