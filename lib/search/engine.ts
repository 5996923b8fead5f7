import MiniSearch from 'minisearch';
import { closestModels, compactDistance, editDistance } from './closest';
import { excerptFor, highlight, type Segment } from './highlight';
import {
  type SearchField,
  type SearchIndexFile,
  type StoredDocument,
  type SuggestDocument,
  type SuggestIndexFile,
} from './index-file';
import { indexOptions, suggestIndexOptions } from './index-options';

// The files' shape checks live with their shapes (index-file.ts), where the loader reads them before this module arrives.
export { isSearchIndexFile, isSuggestIndexFile } from './index-file';
import { compact, fuzzyFor, planQuery, textTerms, type QueryPlan } from './normalise';
import { scoreQuery, type QueryTerm, type ScoredHit } from './score';
import { meetsConstraint, understand, unpackFacts, type Near, type SearchLexicon, type Understood } from './understand';

/**
 * The search engine over an index file: MiniSearch with our tokenizer,
 * field boosts that put a product's own model number far above a mention of
 * it elsewhere, and results ready to render (highlighted title and excerpt).
 *
 * Two stages, one query logic. The suggestion stage (`/search-suggest.json`,
 * the header box) searches the short fields (model numbers, title, labels)
 * and has no text for excerpts; the full stage (`/search-index.json`, the
 * results page) searches every field. Per field, MiniSearch scores alike in
 * both, so a name match weighs the same in a suggestion as in a full result.
 */

/**
 * Field boosts. A product's own model number (`sku`, `models`) scores thirty
 * to fifty times the same number in `related` (another page's similar-products
 * strip), so the product's page always leads; a whole designation (`sku`) beats
 * the same letters inside a longer one (`S1V` in `S1V Ultra`).
 */
export const FIELD_BOOSTS: Readonly<Record<SearchField, number>> = {
  sku: 10,
  models: 6,
  title: 4,
  labels: 2.5,
  summary: 1.5,
  body: 1,
  specs: 0.6,
  related: 0.2,
};

/**
 * A join of query chunks (`op 100 p16g` → `op100p16g`) counts more than a
 * single word, and more again for each chunk it joins, so `Lumora Drop Cable
 * 2F` prefers the 2F page to the `Lumora Drop Cable` inside it.
 */
const JOINED_TERM_BOOST = 2;

/** Results scoring under this share of the best are dropped as noise. */
export const MIN_RELATIVE_SCORE = 0.02;

/**
 * In a query about products, a family page or an article weighs this share
 * of its word score, so the products it describes come first; it leads only
 * when the query names its family and nothing narrower. Branches and
 * contact details keep their whole score: nothing in a product competes
 * with a city.
 */
export const PAGE_WEIGHT = 0.4;

/** A typed model number this many edits from a real one, and matching nothing, is read as that model. */
export const MODEL_TYPO_EDITS = 1;

/** Model numbers this long or longer forgive a typo; shorter ones are too easily another model. */
export const MODEL_TYPO_MIN_LENGTH = 3;

/** Model numbers this long also forgive two characters swapped apart (pe1916m for PE1619M): two edits, the same characters. */
export const MODEL_SWAP_LENGTH = 7;


/** A result whose title holds every word of the query counts this many times its score ("cable factory": the Cable Factory page). */
export const TITLE_COVER_BOOST = 2;

/** A hit as ranked: `tier` puts it above every hit of a lower one, whatever the scores (figures met; the family named alone above all). */
type RankedHit = ScoredHit & { tier?: number };

/** The tier a family page named alone takes, and a page the query asks for by name: above any count of figures met. */
const LEAD_TIER = 1_000;

/** The note under the office found for a place, from the lexicon's words ('Nearest office to {place}: about {km} km …'). */
export function nearNote(template: string, near: Near): string {
  return template.replaceAll('{place}', near.place).replaceAll('{km}', String(near.km));
}

/** A card-only variant under its base model's page scores just below it. */
const UNDER_BASE = 0.999;

/** Lists merged by taking turns, first of each, then second of each …; a result in two lists keeps its first place. */
export function takeTurns<T extends { id: string }>(lists: readonly (readonly T[])[]): T[] {
  const merged: T[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item && !seen.has(item.id)) {
        seen.add(item.id);
        merged.push(item);
      }
    }
  }
  return merged;
}

/** Suggestions under the header's search box. */
export const SUGGESTION_COUNT = 6;

/**
 * Results the results page lists, best first; it says how many more matched.
 * Today's whole index is under a hundred documents, so every result shows;
 * at fifty times the catalogue a broad query (`op`) matches thousands, and
 * highlighting and rendering them all would cost far more than finding them.
 */
export const RESULTS_SHOWN = 100;

export interface SearchResult {
  id: string;
  url: string;
  kind: StoredDocument['kind'];
  group: string;
  score: number;
  title: Segment[];
  excerpt: Segment[];
  /** A product's key figures, when the stage carries them ('30–43 dB · 0.8–1.5 m'). */
  figures?: string;
  /** Why the result is here when its words do not say: the office nearest a place the query names, and how far. */
  note?: string;
}

export interface ModelSuggestion {
  model: string;
  title: string;
  url: string;
}

/** The best results, ready to show, and how many matched in all. */
export interface ResultPage {
  total: number;
  results: SearchResult[];
  /** The model a mistyped model number was read as ('S1V' for 's1b'), to say so above the results. */
  correction?: string;
}

export interface SearchEngine {
  readonly size: number;
  search(query: string, limit?: number): SearchResult[];
  /** The first `shown` results (highlighted, with excerpts) and the count of all. */
  searchTop(query: string, shown?: number): ResultPage;
  suggest(query: string, limit?: number): SearchResult[];
  closestModels(query: string, count?: number): ModelSuggestion[];
}

/** A document of either stage: the full stage's carries the text excerpts come from. */
type EngineDocument = StoredDocument | SuggestDocument;

/** The full stage: every field searched, excerpts from the document's text. */
export function createSearchEngine(file: SearchIndexFile): SearchEngine {
  return engineOver(MiniSearch.loadJS(file.index, indexOptions), file.documents, file.lexicon);
}

/** The suggestion stage: the short fields, indexed here from the file's text; results carry no excerpt. */
export function createSuggestEngine(file: SuggestIndexFile): SearchEngine {
  const documents = file.rows.map(([id, kind, url, title, group, model, rank, sku, models, labels, facts]): SuggestDocument => ({
    id,
    kind,
    url,
    title,
    group,
    ...(model ? { model } : {}),
    ...(rank ? { rank } : {}),
    ...(facts ? { facts } : {}),
    sku,
    models,
    labels,
  }));
  const index = new MiniSearch(suggestIndexOptions);
  index.addAll(documents);
  return engineOver(index, documents, file.lexicon);
}

/** Whether a title's words hold every term of the query, whole or as the start of a word. */
export function coversQuery(words: readonly string[], terms: readonly string[]): boolean {
  return terms.length > 0 && terms.every((t) => words.some((w) => w.startsWith(t)));
}

/** A plan's terms as the scorer takes them. */
function queryTerms(plan: QueryPlan): QueryTerm[] {
  const joined = new Map(plan.joined.map((j) => [j.term, JOINED_TERM_BOOST ** (j.chunks - 1)]));
  const parts = new Set(plan.parts);
  return [...plan.terms, ...plan.parts, ...joined.keys()].map((term) => ({
    term,
    // A piece such as `fc` of `FC-8R` would otherwise pull in every word starting with it.
    prefix: !parts.has(term),
    fuzzy: fuzzyFor(term),
    boost: joined.get(term) ?? 1,
  }));
}

/** A product document with its model number compacted, for typo reading and variants. */
interface ModelEntry {
  doc: EngineDocument & { model: string };
  key: string;
  /** Every form a visitor may type it in: each of `FC-6RM / FC-6RS`, and `AE3100` of `AE3100A~F`. */
  forms: readonly string[];
}

function modelEntry(doc: EngineDocument & { model: string }): ModelEntry {
  const names = doc.model.split(/\s+\/\s+/);
  const stems = names.flatMap((n) => /^(.*\p{N})\p{L}~\p{L}$/u.exec(n)?.[1] ?? []);
  return { doc, key: compact(doc.model), forms: [...new Set([...names, ...stems].map(compact))] };
}

/** Two characters of a long model number swapped, however far apart: the same characters, two edits. */
function swapped(term: string, form: string): boolean {
  if (term.length < MODEL_SWAP_LENGTH || term.length !== form.length) return false;
  const sorted = (t: string) => [...t].sort().join('');
  return sorted(term) === sorted(form) && editDistance(term, form) === 2;
}

/** What reaching only a model's start adds to a typo's edits: less than an edit, so one edit at the start still counts. */
const TYPO_HEAD_COST = 0.5;

/**
 * A card-only product whose model extends one with a page (CE0419M+OSW of
 * CE0419M) belongs under that page: its base and its own compact model, by document id.
 */
function variantBases(products: readonly ModelEntry[]): Map<string, { base: ModelEntry; key: string }> {
  const bases = new Map<string, { base: ModelEntry; key: string }>();
  // Pages by group and compact model, so each variant looks up its own starts, longest first, instead of scanning every page.
  const paged = new Map(products.filter((p) => !p.doc.url.includes('#')).map((p) => [`${p.doc.group}\n${p.key}`, p]));
  for (const p of products) {
    if (!p.doc.url.includes('#')) continue;
    for (let end = p.key.length - 1; end > 0; end--) {
      const base = paged.get(`${p.doc.group}\n${p.key.slice(0, end)}`);
      if (base) {
        bases.set(p.doc.id, { base, key: p.key });
        break;
      }
    }
  }
  return bases;
}

/**
 * Model numbers in the plan that are part of no model, read as the model one
 * edit away as well ('s1b' → S1V, 'ae1000' → AE1001). The typed term stays,
 * for a page that mentions it. Returns the plan with the models added and
 * the first model read.
 */
function readTypos(plan: QueryPlan, products: readonly ModelEntry[], figures: readonly string[]): { plan: QueryPlan; correction?: string } {
  let correction: string | undefined;
  const terms = plan.terms.flatMap((term) => {
    if (term.length < MODEL_TYPO_MIN_LENGTH || !/\p{N}/u.test(term) || !/\p{L}/u.test(term) || figures.includes(term)) return [term];
    if (products.some((p) => p.forms.some((f) => f.includes(term)))) return [term];
    // A model number's first character is the one least often mistyped; it narrows the models to compare.
    const near = products
      .filter((p) => p.forms.some((f) => f[0] === term[0]))
      .map((p) => ({ p, d: Math.min(...p.forms.map((f) => compactDistance(term, f, TYPO_HEAD_COST))) }))
      .filter(({ p, d }) => d <= MODEL_TYPO_EDITS + TYPO_HEAD_COST || p.forms.some((f) => swapped(term, f)))
      .sort((a, b) => a.d - b.d);
    // Only the nearest: 'op821gvw' is OP821GWV, not also the OP821GWV-DGB it begins.
    const nearest = near.filter(({ d }) => d === near[0]?.d);
    correction ??= nearest[0]?.p.doc.model;
    return [term, ...new Set(nearest.map(({ p }) => p.key))];
  });
  return correction === undefined ? { plan } : { plan: { ...plan, terms: [...new Set(terms)] }, correction };
}

function engineOver(index: MiniSearch<never>, documents: readonly EngineDocument[], lexicon: SearchLexicon): SearchEngine {
  const docs = new Map(documents.map((d) => [d.id, d]));
  const products = documents.filter((d): d is EngineDocument & { model: string } => d.kind === 'product' && !!d.model);
  const models = products.map(modelEntry);
  const bases = variantBases(models);
  const withFacts = documents.flatMap((d) => (d.facts ? [{ id: d.id, facts: unpackFacts(d.facts, lexicon.facets) }] : []));
  const facets = new Map(lexicon.facets.map((f) => [f.key, f]));
  const ranks = new Map(documents.flatMap((d) => (d.rank !== undefined && d.rank !== 1 ? [[d.id, d.rank] as const] : [])));
  // Titles are read into words the first time a query needs them, then kept.
  const titles = new Map<string, readonly string[]>();
  const wordsOfTitle = (id: string) => {
    let words = titles.get(id);
    if (!words) titles.set(id, (words = textTerms(docs.get(id)?.title ?? '')));
    return words;
  };

  /** Word hits: MiniSearch's scores over the understood words, each times its document's rank. */
  function wordHits(plan: QueryPlan): ScoredHit[] {
    const query = queryTerms(plan);
    if (query.length === 0) return [];
    const hits = scoreQuery(index, query, FIELD_BOOSTS);
    // A document's rank multiplies each of its term scores, so it multiplies their sum.
    if (ranks.size > 0) {
      for (const hit of hits) hit.score *= ranks.get(hit.id) ?? 1;
    }
    return hits;
  }

  /**
   * The order results are ranked in: a family page the query names alone
   * first; then by how many of the asked figures a product meets; then by
   * score, with family pages and articles weighed down below the products
   * they describe and a card-only variant kept under its base model.
   */
  function rank(hits: RankedHit[], understood: Understood, plan: QueryPlan, places: readonly Near[]): RankedHit[] {
    let byId: Map<string, RankedHit> | undefined;
    const hitById = () => (byId ??= new Map(hits.map((h) => [h.id, h])));
    // A page asked for by name, and the office nearest a place named, lead whether or not their words matched.
    const leads = [...understood.leads, ...places.map((p) => p.office)];
    if (leads.length > 0) {
      const byId = hitById();
      for (const id of leads) {
        if (!docs.has(id)) continue;
        let hit = byId.get(id);
        if (!hit) {
          hits.push((hit = { id, score: 0, terms: [], matched: 0 }));
          byId.set(id, hit);
        }
        hit.tier = LEAD_TIER;
      }
    }
    if (understood.constraints.length > 0) {
      const byId = hitById();
      for (const doc of withFacts) {
        let count = 0;
        for (const c of understood.constraints) if (meetsConstraint(doc.facts, c, facets)) count++;
        if (count === 0) continue;
        let hit = byId.get(doc.id);
        if (!hit) {
          hits.push((hit = { id: doc.id, score: 0, terms: [], matched: 0 }));
          byId.set(doc.id, hit);
        }
        hit.tier = (hit.tier ?? 0) + count;
      }
    }
    const familyLead = understood.familyOnly ? `family:${understood.familyOnly}` : null;
    // The words as typed differ from those searched only when the vocabulary rewrote them.
    const typedTerms = understood.rewritten ? planQuery(understood.typed).terms : [];
    // Pages are weighed down only for a query about products (it points to a family or asks for a figure),
    // and only where a product matches as many of its words: "cable factory" is the factory.
    const aboutProducts = understood.families.length > 0 || understood.constraints.length > 0;
    // One pass: each hit's document read once. Articles are weighed down after it, once the best product's cover is known.
    let productCover = 0;
    let variants = false;
    const articles: RankedHit[] = [];
    for (const hit of hits) {
      const kind = docs.get(hit.id)?.kind;
      if (kind === 'product') {
        if (hit.matched > productCover) productCover = hit.matched;
        if (!variants && bases.has(hit.id)) variants = true;
      }
      // A family page is not an article: it leads only as familyLead, never by its title, and otherwise yields to its products.
      if (kind === 'family') {
        if (hit.id === familyLead) hit.tier = (hit.tier ?? 0) + LEAD_TIER;
        else hit.score *= PAGE_WEIGHT;
        continue;
      }
      // A title holding every searched term matched each of them, so most hits are ruled out without reading their titles.
      const covered =
        (hit.matched >= plan.terms.length && coversQuery(wordsOfTitle(hit.id), plan.terms)) || (typedTerms.length > 0 && coversQuery(wordsOfTitle(hit.id), typedTerms));
      if (covered) hit.score *= TITLE_COVER_BOOST;
      else if (kind === 'page' && aboutProducts) articles.push(hit);
    }
    for (const hit of articles) if (hit.matched <= productCover) hit.score *= PAGE_WEIGHT;
    if (variants) {
      const byId = hitById();
      const typed = [...plan.terms, ...plan.joined.map((j) => j.term)];
      for (const hit of hits) {
        const variant = bases.get(hit.id);
        const baseHit = variant && byId.get(variant.base.doc.id);
        // Asked for by its own number (ce0419mplusosw), the variant keeps its place.
        if (baseHit && !typed.some((t) => t.length > variant.base.key.length && variant.key.startsWith(t))) {
          hit.score = Math.min(hit.score, baseHit.score * UNDER_BASE);
        }
      }
    }
    return hits.sort((a, b) => (b.tier ?? 0) - (a.tier ?? 0) || b.score - a.score);
  }

  function searchTop(query: string, shown = RESULTS_SHOWN): ResultPage {
    const understood = understand(query, lexicon);
    const { plan, correction } = readTypos(planQuery(understood.words), models, understood.figures);
    // A place leads to its office, unless the query is about products: there ("fibre cut ho gaya": Gaya) the place is not what was asked.
    const aboutProducts = understood.families.length > 0 || understood.constraints.length > 0;
    const places = aboutProducts ? [] : understood.places;
    const keptOf = (ranked: readonly RankedHit[]) => {
      let best = 0;
      for (const hit of ranked) if (hit.score > best) best = hit.score;
      return ranked.filter((hit) => (hit.tier ?? 0) > 0 || hit.score >= best * MIN_RELATIVE_SCORE);
    };
    // A kit's parts are searched one by one and take turns, so "splicing kit" shows a splicer and a cleaver, not splicers alone.
    const kept =
      understood.kit.length > 1
        ? takeTurns(
            understood.kit.map((words) => {
              const part = readTypos(planQuery(words), models, understood.figures).plan;
              return keptOf(rank(wordHits(part), understood, part, places));
            }),
          )
        : keptOf(rank(wordHits(plan), understood, plan, places));
    if (kept.length === 0) return { total: 0, results: [] };
    // An office found for a place it is not in says so, and how far; the first place named speaks for an office two share.
    const noteFor = (id: string) => {
      const near = places.find((p) => p.office === id && p.km > 0);
      return near && !places.some((p) => p.office === id && p.km === 0) ? { note: nearNote(lexicon.places.note, near) } : {};
    };
    // Only the results shown are highlighted and given an excerpt.
    const results = kept.slice(0, shown).flatMap((hit): SearchResult[] => {
      const doc = docs.get(hit.id);
      if (!doc) return [];
      const terms = new Set(hit.terms);
      return [
        {
          id: doc.id,
          url: doc.url,
          kind: doc.kind,
          group: doc.group,
          score: hit.score,
          title: highlight(doc.title, terms),
          excerpt: 'excerpt' in doc ? excerptFor(doc, terms) : [],
          ...('figures' in doc && doc.figures ? { figures: doc.figures } : {}),
          ...noteFor(doc.id),
        },
      ];
    });
    return { total: kept.length, results, ...(correction ? { correction } : {}) };
  }

  return {
    size: documents.length,
    search: (query, limit = Number.POSITIVE_INFINITY) => searchTop(query, limit).results,
    searchTop,
    suggest: (query, limit = SUGGESTION_COUNT) => searchTop(query, limit).results,
    closestModels: (query, count) =>
      closestModels(query, products, count).map((d) => ({ model: d.model, title: d.title, url: d.url })),
  };
}
