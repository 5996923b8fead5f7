import { company, companyFacts, formatFigure, placementRate, type CompanyFact } from '@/content/company';
import { partners, specCatvPage, catvPartner, type Partner } from '@/content/partners';
import { sentencesOf, stringsOf, type CatalogueInput } from '@/lib/catalogue/checks';
import { contentStrings, type ContentString } from './content-strings';
import type { ContentCheck } from './index';

/**
 * Rules over the company's own words, wherever they stand in content/: the
 * figures of spec 1 said one way (the pick-and-place rate is the machines'
 * together, the floor area the campus's), history in the past tense, figures
 * in international grouping, and partners described only by what the
 * catalogue carries from them.
 */

const where = ({ record, field }: ContentString) => `${record}${field ? ` › ${field}` : ''}`;
const quote = (text: string) => (text.length > 100 ? `${text.slice(0, 97)}…` : text);

/** Each sentence of every content string, with where it stands. */
function sentences(strings: readonly ContentString[]): { at: ContentString; sentence: string }[] {
  return strings.flatMap((at) => sentencesOf(at.text).map((sentence) => ({ at, sentence })));
}

/** The placement rate is the machines' together: every mention says so, in the one phrase `placementRate`. */
export function placementRateProblems(strings: readonly ContentString[] = contentStrings()): string[] {
  const rate = formatFigure(company.pickAndPlaceComponentsPerHour);
  return sentences(strings)
    .filter(({ sentence }) => sentence !== placementRate && (sentence.includes(rate) || /\bcomponents?\b.*\bhour\b|\bcph\b/i.test(sentence)))
    .filter(({ sentence }) => !sentence.includes(placementRate) || !/\b(machines|mounters)\b/i.test(sentence) || /\beach\b|\bper machine\b|\bapiece\b/i.test(sentence))
    .map(({ at, sentence }) => `${where(at)}: "${quote(sentence)}" gives the pick-and-place rate another way; it is the ${company.pickAndPlaceMachines} machines' together, so write "${placementRate}" (content/company.ts placementRate) beside the machines`);
}

/** One floor area: the campus's production area, never more, and never a single plant's. */
export function floorAreaProblems(strings: readonly ContentString[] = contentStrings()): string[] {
  const area = formatFigure(company.productionAreaSqFt);
  return sentences(strings)
    .filter(({ sentence }) => /\bsq\.? ?ft\b|\bsquare (feet|foot)\b/i.test(sentence))
    .filter(({ sentence }) => {
      const figures = [...sentence.matchAll(/([\d,]+)\s*\+?\s*(?:sq|square)\b/gi)].map((m) => m[1]);
      return figures.some((f) => f !== area) || /\b(more than|over|above|upwards of)\s+[\d,]+\s*(sq|square)\b|[\d,]+\+\s*sq\b/i.test(sentence) || /\bplant\b/i.test(sentence);
    })
    .map(({ at, sentence }) => `${where(at)}: "${quote(sentence)}" gives a floor area other than the campus's ${area} sq ft of production; quote that figure, for the campus, not for one plant`);
}

/** A year gone by is told in the past tense. */
export function historyTenseProblems(facts: readonly CompanyFact[] = companyFacts, year: number = new Date().getFullYear()): string[] {
  return facts
    .filter((f) => /^\d{4}$/.test(f.value) && Number(f.value) < year && /\b(starts|begins|opens|launches|founds)\b/i.test(f.label))
    .map((f) => `content/company.ts › companyFacts ${f.value}: "${f.label}" tells a past year in the present tense; write it in the past ("started", "opened")`);
}

/** The spec quotes figures with international grouping (100,000), never lakh grouping (1,00,000). */
export function groupingProblems(strings: readonly ContentString[] = contentStrings()): string[] {
  return strings.flatMap((at) => {
    const lakh = /(?<![\d,.])\d{1,2},(?:\d{2},)+\d{3}(?![\d,])/.exec(at.text)?.[0];
    return lakh ? [`${where(at)}: "${lakh}" is grouped in lakhs; write ${formatFigure(Number(lakh.replace(/,/g, '')))}, in international grouping`] : [];
  });
}

/** Kinds of equipment a partner might be said to make. */
const EQUIPMENT = ['splicer', 'cleaver', 'OTDR', 'power meter', 'light source', 'fault locator', 'multimeter', 'transmitter', 'receiver', 'node', 'headend', 'amplifier', 'EDFA', 'modulator', 'ONT', 'ONU', 'OLT', 'fibre cable', 'fiber cable'];
const mentions = (text: string, kind: string) => new RegExp(`\\b${kind}s?\\b`, 'i').test(text);
const ORIGIN = /made in|manufactured in|\b(?:Japan|Japanese|China|Chinese|Korea|Korean|Taiwan|German|Germany|USA|American)\b/i;

/**
 * A partner is described by its kind and by what the catalogue carries from
 * it (the family whose brand is its name): no equipment the catalogue has
 * none of from it, and no country of manufacture, which no source gives.
 * Its card says what it is (tagline, a description, its logo named), and its
 * link is secure.
 */
export function partnerProblems({ families, products }: CatalogueInput, list: readonly Partner[] = partners, catv: { key: string; page: unknown } = { key: catvPartner.key, page: specCatvPage }): string[] {
  return list.flatMap((partner) => {
    const found: string[] = [];
    const at = (field: string, what: string) => found.push(`${partner.key} › ${field}: ${what}`);
    const family = families.find((f) => f.brand === partner.name);
    const catalogueText = family ? stringsOf(products.filter((p) => p.family === family.key)).join('\n') : '';
    const prose = partner.key === catv.key ? [partner.description, ...stringsOf(catv.page)] : [partner.description];
    const naming = sentencesOf(prose.join(' ')).filter((sentence) => sentence.includes(partner.name.split(' ')[0]!));
    const own = [partner.tagline, partner.kind, ...naming].join('\n');
    for (const kind of EQUIPMENT.filter((k) => mentions(own, k) && !mentions(catalogueText, k))) {
      at('description', `says it makes ${kind}s, which the catalogue carries none of from it; describe it by its kind, or add its products to the catalogue first`);
    }
    const origin = ORIGIN.exec(own)?.[0];
    if (origin) at('description', `"${origin}": no source gives where its products are made; take it out`);
    if (partner.tagline.trim().length <= 10) at('tagline', `"${partner.tagline}" is too short to say what it does; write a phrase`);
    if (partner.description.trim().length <= 60) at('description', 'too short to say what it makes; write a sentence or two');
    if (partner.logo.alt !== partner.name) at('logo.alt', `"${partner.logo.alt}"; a wordmark's alt text is the name it shows, "${partner.name}"`);
    if (!/^https:\/\//.test(partner.link)) at('link', `"${partner.link}" is not an https:// address`);
    return found;
  });
}

export const companyChecks: readonly ContentCheck[] = [
  { name: 'pick-and-place rate', run: () => placementRateProblems() },
  { name: 'floor area', run: () => floorAreaProblems() },
  { name: 'history in the past tense', run: () => historyTenseProblems() },
  { name: 'international grouping', run: () => groupingProblems() },
  { name: 'partners', run: (c) => partnerProblems(c) },
];
