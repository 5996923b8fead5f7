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
import { amplifierChecks } from './amplifiers';
import { boundProblems } from './bounds';
import { cableDrawingProblems } from './cable-drawings';
import { claimProblems } from './claims';
import { companyChecks } from './company';
import { facetDeclarationProblems, facetLayoutProblems, facetProblems, modelNameProblems, writtenTwiceProblems } from './facets';
import { factoryChecks } from './factory';
import { fibreChecks } from './fibre';
import { figureProblems } from './figures';
import { gazetteerProblems } from './gazetteer';
import { instrumentChecks } from './instruments';
import { keyFigureRowProblems, staleFacetRowProblems } from './key-figure-rows';
import { mediaChecks } from './media';
import { notationProblems } from './notation';
import { outputChecks } from './outputs';
import { linkPlaceProblems, pageProblems } from './pages';
import { plannerProblems } from './planner';
import { ponChecks } from './pon';
import { vocabularyProblems } from './search-vocabulary';
import { branchCountProblems, branchProblems, phoneProblems, publicationProblems, vitalsEndpointProblems } from './site';
import { sourceSlipProblems } from './slips';
import { splicerChecks } from './splicers';

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
  { name: 'facet layout', run: () => facetLayoutProblems() },
  { name: 'key figures', run: facetProblems },
  { name: 'bounds kept as bounds', run: boundProblems },
  { name: 'model names', run: modelNameProblems },
  { name: 'figures written once', run: () => writtenTwiceProblems() },
  { name: 'rows from the key figures', run: keyFigureRowProblems },
  { name: 'facet rows', run: (c) => staleFacetRowProblems(c) },
  { name: 'plausible figures', run: (c) => figureProblems(c) },
  { name: 'figures in prose', run: claimProblems },
  { name: 'cable drawings', run: cableDrawingProblems },
  ...instrumentChecks,
  ...ponChecks,
  ...amplifierChecks,
  ...fibreChecks,
  ...splicerChecks,
  { name: 'source slips', run: (c) => sourceSlipProblems(c) },
  { name: 'notation', run: () => notationProblems() },
  { name: 'phone number', run: () => phoneProblems() },
  { name: 'web-vitals endpoint', run: () => vitalsEndpointProblems() },
  { name: 'branch offices', run: () => branchProblems() },
  { name: 'branch offices counted', run: () => branchCountProblems() },
  { name: 'publications', run: () => publicationProblems() },
  ...companyChecks,
  ...factoryChecks,
  ...mediaChecks,
  ...outputChecks,
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
