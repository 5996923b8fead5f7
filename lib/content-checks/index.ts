import {
  currentCatalogue,
  keyProblems,
  proseProblems,
  repeatedProseProblems,
  routeProblems,
  similarProblems,
  tabProblems,
  tableProblems,
  type CatalogueInput,
} from '@/lib/catalogue/checks';
import { boundProblems } from './bounds';
import { cableDrawingProblems } from './cable-drawings';
import { claimProblems } from './claims';
import { facetDeclarationProblems, facetProblems, modelNameProblems, writtenTwiceProblems } from './facets';
import { gazetteerProblems } from './gazetteer';
import { figureProblems } from './figures';
import { notationProblems } from './notation';
import { linkPlaceProblems, pageProblems } from './pages';
import { plannerProblems } from './planner';
import { vocabularyProblems } from './search-vocabulary';
import { branchProblems, phoneProblems, publicationProblems, vitalsEndpointProblems } from './site';

/**
 * Every check an editor's mistake can trip, in one list. `npm run
 * check:content` runs them in seconds and the build runs them before `next
 * build`, so a mistake stops the build with one plain line per problem
 * (`record › field: what is wrong, and what to do`) and never reaches the
 * site. The Jest suite runs the same list.
 */
export interface ContentCheck {
  name: string;
  run: (catalogue: CatalogueInput) => string[];
}

export const contentChecks: readonly ContentCheck[] = [
  // Routes first: a path claimed twice would otherwise surface as a stack trace from the route table.
  { name: 'addresses', run: routeProblems },
  { name: 'page records', run: () => pageProblems() },
  { name: 'menu and footer links', run: () => linkPlaceProblems() },
  { name: 'product keys', run: keyProblems },
  { name: 'landing tabs', run: tabProblems },
  { name: 'similar products', run: similarProblems },
  { name: 'spec tables', run: tableProblems },
  { name: 'finished copy', run: proseProblems },
  { name: 'repeated sentences', run: repeatedProseProblems },
  { name: 'facet declarations', run: () => facetDeclarationProblems() },
  { name: 'key figures', run: facetProblems },
  { name: 'bounds kept as bounds', run: boundProblems },
  { name: 'model names', run: modelNameProblems },
  { name: 'figures written once', run: () => writtenTwiceProblems() },
  { name: 'plausible figures', run: (c) => figureProblems(c) },
  { name: 'figures in prose', run: claimProblems },
  { name: 'cable drawings', run: cableDrawingProblems },
  { name: 'notation', run: () => notationProblems() },
  { name: 'phone number', run: () => phoneProblems() },
  { name: 'web-vitals endpoint', run: () => vitalsEndpointProblems() },
  { name: 'branch offices', run: () => branchProblems() },
  { name: 'publications', run: () => publicationProblems() },
  { name: 'link planner', run: () => plannerProblems() },
  { name: 'search vocabulary', run: () => vocabularyProblems() },
  { name: 'gazetteer', run: () => gazetteerProblems() },
];

export interface CheckResult {
  name: string;
  problems: string[];
}

export function runContentChecks(catalogue: CatalogueInput = currentCatalogue(), checks: readonly ContentCheck[] = contentChecks): CheckResult[] {
  return checks.map((check) => ({ name: check.name, problems: check.run(catalogue) }));
}
