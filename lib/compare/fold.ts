import { BREAKPOINTS } from '@/lib/browser/breakpoints';
import type { AlignedRow, AlignedSection } from './align';

/**
 * On a phone the comparison shows the rows where the models differ, and
 * folds each section's rows that are the same for every model into one
 * collapsed group: a narrow table is long, and those rows decide nothing.
 */

/** A viewport as narrow as a phone's, where /compare folds its identical rows. */
export const FOLD_QUERY = `(width <= ${BREAKPOINTS.compareFold}px)`;

export interface FoldedSection {
  title: string;
  /** The rows whose values differ, or that some model lacks, in order. */
  rows: AlignedRow[];
  /** The rows every model has with one value, in order. */
  same: AlignedRow[];
}

export function foldSameRows(sections: readonly AlignedSection[]): FoldedSection[] {
  return sections.map(({ title, rows }) => ({ title, rows: rows.filter((r) => !r.same), same: rows.filter((r) => r.same) }));
}
