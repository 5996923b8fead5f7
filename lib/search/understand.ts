import { clampQuery, compact, fold, tokenize } from './normalise';

/**
 * Reads a visitor's query the way a buyer means it, before any word is
 * looked up: the trade's words turned into the catalogue's (content/
 * search-vocabulary.ts), shopping and Hindi connecting words left out, and a
 * number with a unit taken as a key figure ("16 port edfa": outputs = 16).
 * The results page and the header's suggestions both read a query here, so
 * they can never understand it differently.
 *
 * The lexicon comes in the index files, built from content at export time,
 * so the browser needs none of the content modules.
 */

/** How a facet's value is compared with the figure a visitor asks for. */
export type FactTest =
  /** The value equals it: a count of ports or fibres, a figure with no better end. */
  | 'eq'
  /** At least it: a figure where more is better (dynamic range). */
  | 'min'
  /** At most it: a figure where less is better (splice time). */
  | 'max';

/** A key figure the search can read, as the lexicon carries it (lean: both index files hold it). */
export interface LexiconFacet {
  /** `<family>.<facet id>`: the key a document's facts use. */
  key: string;
  /** Where its family has other facets in the same unit: the words of its label that tell it apart ('lan' of LAN ports), space-separated. */
  words?: string;
  /** The unit's symbol ('dB', 'ports'); absent for a set of names. */
  unit?: string;
  /** How a value is compared with the figure asked; 'eq' when absent. */
  test?: FactTest;
  /** A set's values ('1310', '1625'), which a bare number can name; absent for a number or a span. */
  options?: readonly string[];
  /** A yes-or-no figure's label as a phrase ('inservice testing'): a query that says it asks for the models that have it. */
  flag?: string;
}

/** The family a facet belongs to: its key's first part. */
export const familyOf = (facet: LexiconFacet) => facet.key.slice(0, facet.key.indexOf('.'));

/** How the lexicon writes a kit's parts in one meaning: 'fusion splicer + cleaver'. */
export const KIT_JOIN = ' + ';

export interface SearchLexicon {
  /** The words meant (a kit's parts joined by KIT_JOIN), then the phrases (compact words joined by spaces) that mean them. */
  synonyms: readonly (readonly [means: string, ...say: string[]])[];
  /** Compact words left out of every query. */
  ignored: readonly string[];
  /** Per family: the phrases that name it, and those that point to it. */
  families: readonly { key: string; names: readonly string[]; hints: readonly string[] }[];
  /** Per unit, its symbol and then the words (compact, phrases joined by spaces) a visitor writes it with. */
  units: readonly (readonly [unit: string, ...words: string[]])[];
  facets: readonly LexiconFacet[];
  /** Pages the vocabulary leads to: a document id, then the places in `synonyms` of the entries whose phrases put it first. */
  leads: readonly (readonly [id: string, ...entries: number[]])[];
  /** Pages a query of nothing but ignored words leads to: a document id, then the ignored words that do ("price"). */
  aloneLeads: readonly (readonly [id: string, ...words: string[]])[];
  places: PlaceLexicon;
}

/**
 * The places a visitor may name, grouped by the branch office nearest each:
 * the office's document id, then each place as its rough distance in km (0
 * where the office is in the place) and its names as written, the usual one
 * first. Grouped, the file names each office once.
 */
export interface PlaceLexicon {
  /** What a result found for a place says: `{place}` and `{km}` are filled in. */
  note: string;
  offices: readonly (readonly [office: string, ...places: (readonly [km: number, name: string, ...aliases: string[]])[]])[];
}

/** A place a query names, and the office nearest it. */
export interface Near {
  /** The office's document id. */
  office: string;
  /** The place's usual name, as written. */
  place: string;
  /** Rough distance in km; 0 when the office is in the place. */
  km: number;
}

/** A value of a document's fact: a number, a span (min, max), a set member, or `true` for a yes-or-no figure that holds. */
export type FactValue = number | string | true | readonly [number, number];

/** A product's key figures by facet key, each model's value (several for a product of several models). */
export type Facts = Readonly<Record<string, readonly FactValue[]>>;

/**
 * Facts as the index files carry them: per facet, its place in the
 * lexicon's list, then the values (`[[4, 16], [5, [13, 16]]]`). A key
 * spelt out on every product would be most of the bytes.
 */
export type PackedFacts = readonly (readonly [facet: number, ...values: FactValue[]])[];

export function packFacts(facts: Facts, facets: readonly LexiconFacet[]): PackedFacts {
  return Object.entries(facts).map(([key, values]) => {
    const at = facets.findIndex((f) => f.key === key);
    if (at < 0) throw new Error(`Search facts: ${key} is not a facet of the lexicon`);
    return [at, ...values] as const;
  });
}

export function unpackFacts(packed: PackedFacts, facets: readonly LexiconFacet[]): Facts {
  const facts: Record<string, readonly FactValue[]> = {};
  for (const [at, ...values] of packed) {
    const facet = facets[at];
    if (facet) facts[facet.key] = values;
  }
  return facts;
}

/** A figure the visitor asked for, and the facets it may mean. */
export interface Constraint {
  /** As the visitor is told it: '16 ports', '45 dB', '1625', 'in-service testing'. */
  label: string;
  value: number | string | true;
  /** Keys of the facets it is read against; any one satisfied is enough. */
  facets: readonly string[];
}

export interface Understood {
  /** The text the words are searched by: rewritten, without ignored words. */
  words: string;
  /** The words as typed, without ignored words: a title that holds them all is what was asked for ("cable tv show"). */
  typed: string;
  /** Compact words read as figures (`16`, `port`, `45db`): never taken for a mistyped model. */
  figures: readonly string[];
  constraints: readonly Constraint[];
  /** Families the query names or points to, in the order met. */
  families: readonly string[];
  /** The family the query names when it names nothing narrower ("sumitomo", "edfa"); its page then leads. */
  familyOnly: string | null;
  /** Whether the vocabulary changed the query. */
  rewritten: boolean;
  /** Documents the query asks for by name ("link budget calculator": the planner), to put first. */
  leads: readonly string[];
  /** Places the query names, each with the office nearest it. */
  places: readonly Near[];
  /** For a kit ("splicing kit"), the words searched for each part, the rest of the query with each; otherwise empty. */
  kit: readonly string[];
}

/** The longest phrase the vocabulary is read in, in words. */
const MAX_PHRASE_WORDS = 4;

/** A figure: 45, 16.5, 0.05. */
const NUMBER = /^\d+(?:\.\d+)?$/;
/** A figure written against its unit: 45db, 24f, 6s, 1625nm. */
const NUMBER_UNIT = /^(\d+(?:\.\d+)?)([a-z]+)$/;
/** A bare number that may name a set member (a wavelength): three digits or more. */
const SET_NUMBER = /^\d{3,}$/;

/** Compares one fact value with the figure asked. Equal means within half a percent, for figures typed from a rounded datasheet. */
export function factMeets(value: FactValue, asked: number | string | true, test: FactTest): boolean {
  if (value === true || asked === true) return value === asked;
  if (typeof value === 'string' || typeof asked === 'string') return String(value) === String(asked);
  const [min, max] = typeof value === 'number' ? [value, value] : value;
  const near = (a: number) => Math.abs(a - asked) <= Math.abs(asked) * 0.005;
  switch (test) {
    case 'min':
      return max >= asked || near(max);
    case 'max':
      return min <= asked || near(min);
    case 'eq':
      return (min <= asked && asked <= max) || near(min) || near(max);
  }
}

/** Whether a document's facts meet a constraint: any of its facets, any of its models. */
export function meetsConstraint(facts: Facts | undefined, constraint: Constraint, facets: ReadonlyMap<string, LexiconFacet>): boolean {
  if (!facts) return false;
  return constraint.facets.some((key) => {
    const facet = facets.get(key);
    const values = facts[key];
    return !!facet && !!values && values.some((v) => factMeets(v, constraint.value, facet.test ?? 'eq'));
  });
}

interface Word {
  /** As typed (or as the vocabulary wrote it). */
  text: string;
  /** Its compact form: folded, spelling unified, singular. */
  key: string;
  /** Folded, punctuation kept: where a figure (16.5) is read. */
  folded: string;
}

/** The lexicon's lookups, built once per lexicon. */
interface Lookups {
  synonyms: Map<string, string>;
  ignored: Set<string>;
  units: Map<string, string>;
  /** Phrase → family key, for names and for hints. */
  names: Map<string, string>;
  hints: Map<string, string>;
  facets: readonly LexiconFacet[];
  /** Flag phrase → the keys of the facets it names. */
  flags: Map<string, string[]>;
  /** Phrase → the documents it puts first. */
  leads: Map<string, string[]>;
  /** Ignored word → the documents it puts first when the query says nothing else. */
  aloneLeads: Map<string, string[]>;
  /** Place name (a phrase key) → the place and its office. */
  places: Map<string, Near>;
}

const lookupCache = new WeakMap<SearchLexicon, Lookups>();

/** A phrase's compact words joined by spaces, the form every lookup is keyed by. */
export function phraseKey(phrase: string): string {
  return tokenize(phrase).map(compact).filter(Boolean).join(' ');
}

function lookupsOf(lexicon: SearchLexicon): Lookups {
  let found = lookupCache.get(lexicon);
  if (!found) {
    const names = new Map<string, string>();
    const hints = new Map<string, string>();
    for (const family of lexicon.families) {
      for (const n of family.names) names.set(n, family.key);
      for (const h of family.hints) hints.set(h, family.key);
    }
    const places = new Map<string, Near>();
    for (const [office, ...entries] of lexicon.places.offices) {
      for (const [km, place, ...aliases] of entries) for (const name of [place, ...aliases]) places.set(phraseKey(name), { office, place, km });
    }
    found = {
      synonyms: new Map(lexicon.synonyms.flatMap(([means, ...says]) => says.map((say) => [say, means] as const))),
      ignored: new Set(lexicon.ignored),
      units: new Map(lexicon.units.flatMap(([unit, ...words]) => words.map((word) => [word, unit] as const))),
      names,
      hints,
      facets: lexicon.facets,
      flags: groupBy(lexicon.facets.flatMap((f) => (f.flag ? [[f.flag, f.key] as const] : []))),
      leads: groupBy(lexicon.leads.flatMap(([id, ...entries]) => entries.flatMap((at) => (lexicon.synonyms[at]?.slice(1) ?? []).map((say) => [say, id] as const)))),
      aloneLeads: groupBy(lexicon.aloneLeads.flatMap(([id, ...words]) => words.map((word) => [word, id] as const))),
      places,
    };
    lookupCache.set(lexicon, found);
  }
  return found;
}

/** Pairs as a map from each key to all its values, in order. */
function groupBy(pairs: readonly (readonly [string, string])[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [key, value] of pairs) {
    const values = map.get(key);
    if (values) values.push(value);
    else map.set(key, [value]);
  }
  return map;
}

/** The longest phrase of the map starting at `i`, with its length in words. */
function phraseAt<T>(words: readonly Word[], i: number, map: ReadonlyMap<string, T>): { value: T; length: number } | null {
  for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1; n--) {
    const value = map.get(
      words
        .slice(i, i + n)
        .map((w) => w.key)
        .join(' '),
    );
    if (value !== undefined) return { value, length: n };
  }
  return null;
}

function wordsOf(text: string): Word[] {
  return tokenize(text).flatMap((chunk) => {
    const key = compact(chunk);
    return key ? [{ text: chunk, key, folded: fold(chunk) }] : [];
  });
}

interface Rewritten {
  words: Word[];
  rewritten: boolean;
  /** Documents the phrases read lead to. */
  leads: string[];
  /** The first kit read: where its words stand in `words`, and each part's words. */
  kit?: { at: number; length: number; parts: Word[][] };
}

/** The trade's words replaced by the catalogue's, longest phrase first. */
function rewrite(words: readonly Word[], lookups: Lookups): Rewritten {
  const out: Rewritten = { words: [], rewritten: false, leads: [] };
  for (let i = 0; i < words.length; ) {
    const found = phraseAt(words, i, lookups.synonyms);
    if (found) {
      const phrase = words
        .slice(i, i + found.length)
        .map((w) => w.key)
        .join(' ');
      out.leads.push(...(lookups.leads.get(phrase) ?? []));
      const parts = found.value.split(KIT_JOIN).map(wordsOf);
      if (parts.length > 1 && !out.kit) out.kit = { at: out.words.length, length: parts.flat().length, parts };
      out.words.push(...parts.flat());
      out.rewritten = true;
      i += found.length;
    } else {
      out.words.push(words[i] as Word);
      i += 1;
    }
  }
  return out;
}

/** Each part of a kit with the rest of the query's words around it, ignored words left out. */
function kitQueries(read: Rewritten, ignored: ReadonlySet<string>): string[] {
  const { kit, words } = read;
  if (!kit) return [];
  const keep = (ws: readonly Word[]) => ws.filter((w) => !ignored.has(w.key));
  const before = keep(words.slice(0, kit.at));
  const after = keep(words.slice(kit.at + kit.length));
  return kit.parts.map((part) => [...before, ...part, ...after].map((w) => w.text).join(' '));
}

/** The places the words name, longest name first, each once. */
function placesOf(words: readonly Word[], places: ReadonlyMap<string, Near>): Near[] {
  const found: Near[] = [];
  for (let i = 0; i < words.length; ) {
    const place = phraseAt(words, i, places);
    if (place && !found.includes(place.value)) found.push(place.value);
    i += place?.length ?? 1;
  }
  return found;
}

/** The yes-or-no figures the words name ("in-service testing"), each once, as constraints the figure `true` meets. */
function flagsOf(words: readonly Word[], flags: ReadonlyMap<string, readonly string[]>): Constraint[] {
  const found: Constraint[] = [];
  for (let i = 0; i < words.length; ) {
    const flag = phraseAt(words, i, flags);
    if (flag && !found.some((c) => c.facets === flag.value)) {
      const label = words
        .slice(i, i + flag.length)
        .map((w) => w.text)
        .join(' ');
      found.push({ label, value: true, facets: flag.value });
    }
    i += flag?.length ?? 1;
  }
  return found;
}

/** Families named or pointed to, in the order met; and whether every word names one family. */
function familiesOf(words: readonly Word[], lookups: Lookups): { families: string[]; familyOnly: string | null } {
  const families: string[] = [];
  const named = new Set<string>();
  let allNames = words.length > 0;
  for (let i = 0; i < words.length; ) {
    const name = phraseAt(words, i, lookups.names);
    const hint = name ? null : phraseAt(words, i, lookups.hints);
    const found = name ?? hint;
    if (name) named.add(name.value);
    else allNames = false;
    if (found && !families.includes(found.value)) families.push(found.value);
    i += found?.length ?? 1;
  }
  return { families, familyOnly: allNames && named.size === 1 ? ([...named][0] as string) : null };
}

/**
 * The facets a unit can mean: those of the families the query points to
 * (none, when it points to families without a facet in that unit: the
 * "1 km" of "drop wire 1 km" is a length to buy, not an OTDR's range), or
 * of every family when it points to none; then those whose label shares a
 * word with the query ("4 lan ports": the LAN ports, not the PON ports).
 */
function facetsFor(unit: string, families: readonly string[], facets: readonly LexiconFacet[], words: ReadonlySet<string>): string[] {
  const withUnit = facets.filter((f) => f.unit === unit && !f.options);
  const candidates = families.length > 0 ? withUnit.filter((f) => families.includes(familyOf(f))) : withUnit;
  const named = candidates.filter((f) => f.words?.split(' ').some((w) => words.has(w)));
  return (named.length > 0 ? named : candidates).map((f) => f.key);
}

/** Reads a query: vocabulary, ignored words, figures with units, families. */
export function understand(query: string, lexicon: SearchLexicon): Understood {
  const lookups = lookupsOf(lexicon);
  const typed = wordsOf(clampQuery(query));
  // Phrases first, so an ignored word inside one ("splicing machine") still reads as the phrase.
  const read = rewrite(typed, lookups);
  const kept = read.words.filter((w) => !lookups.ignored.has(w.key));
  // A query of nothing but ignored words ("price") is searched as typed, and may lead to the page that answers it.
  const words = kept.length > 0 ? kept : read.words;
  const leads = new Set(kept.length > 0 ? read.leads : [...read.leads, ...read.words.flatMap((w) => lookups.aloneLeads.get(w.key) ?? [])]);
  const rewritten = read.rewritten;
  const { families, familyOnly } = familiesOf(words, lookups);
  const figures: string[] = [];
  // Words that may name a facet: any but the unit words themselves.
  const unitKeys = new Set([...lookups.units.keys()]);
  const facetWords = new Set(words.map((w) => w.key).filter((k) => !unitKeys.has(k)));

  const constraints: Constraint[] = flagsOf(words, lookups.flags);
  const left: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as Word;
    let number: string | undefined;
    let unit: { value: string; length: number } | null = null;
    if (NUMBER.test(word.folded)) {
      number = word.folded;
      unit = phraseAt(words, i + 1, lookups.units);
      // One word may name the figure between the number and its unit: "4 lan ports".
      const named = unit ? null : phraseAt(words, i + 2, lookups.units);
      if (named && facetWords.has((words[i + 1] as Word).key)) unit = { value: named.value, length: named.length + 1 };
    } else {
      const joined = NUMBER_UNIT.exec(word.folded);
      const symbol = joined ? lookups.units.get(compact(joined[2] as string)) : undefined;
      if (joined && symbol) {
        number = joined[1];
        unit = { value: symbol, length: 0 };
      }
    }
    if (number !== undefined && unit) {
      const keys = facetsFor(unit.value, families, lookups.facets, facetWords);
      if (keys.length > 0) {
        constraints.push({ label: `${number} ${unit.value}`, value: Number(number), facets: keys });
        // The words stay: "Lumora NEO 12F" is a model's name as well as a fibre count.
        for (const w of words.slice(i, i + unit.length + 1)) {
          figures.push(w.key);
          left.push(w);
        }
        i += unit.length;
        continue;
      }
    }
    if (number !== undefined && SET_NUMBER.test(number)) {
      const sets = lookups.facets.filter((f) => f.options?.includes(number));
      const narrowed = sets.filter((f) => families.includes(familyOf(f)));
      const keys = (narrowed.length > 0 ? narrowed : sets).map((f) => f.key);
      // The number stays a word too: a page may mention it where no figure holds it.
      if (keys.length > 0) constraints.push({ label: number, value: number, facets: keys });
    }
    left.push(word);
  }

  return {
    words: left.map((w) => w.text).join(' '),
    typed: typed
      .filter((w) => !lookups.ignored.has(w.key))
      .map((w) => w.text)
      .join(' '),
    figures,
    constraints,
    families,
    familyOnly: constraints.length === 0 ? familyOnly : null,
    rewritten,
    leads: [...leads],
    places: placesOf(words, lookups.places),
    kit: kitQueries(read, lookups.ignored),
  };
}
