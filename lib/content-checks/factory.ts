import { educationalPage } from '@/content/educational';
import { miShowcases } from '@/content/factory/manual-insertion';
import { ofcFeatures, ofcPage, ofcShowcases } from '@/content/factory/ofc';
import { smtEquipment } from '@/content/factory/surface-mounting';
import type { Showcase } from '@/content/factory/types';
import { getVideo, type VideoKey } from '@/content/media/videos';
import { pages } from '@/content/pages';
import type { CatalogueInput } from '@/lib/catalogue/checks';
import type { ContentCheck } from './index';
import { drawingOf } from './records';

/**
 * Rules over the factory pages (cable plant, surface mounting, manual
 * insertion) and the educational page: each showcase is complete and
 * plays loops, and the cable plant's words claim nothing the catalogue
 * contradicts or no source gives.
 */

/** Each factory page's showcases, by the module that holds them. */
export const factoryShowcases: Readonly<Record<string, readonly Showcase[]>> = {
  'content/factory/ofc.ts › ofcShowcases': ofcShowcases,
  'content/factory/surface-mounting.ts › smtEquipment': smtEquipment,
  'content/factory/manual-insertion.ts › miShowcases': miShowcases,
};

/**
 * A showcase has its own anchor, features and at least one picture or
 * clip; a clip in a showcase is an ambient loop, shown once a page. The
 * educational page features a loop and lists tutorials that play in a player.
 */
export function showcaseProblems(pagesOfShowcases: Readonly<Record<string, readonly Showcase[]>> = factoryShowcases, educational: { featured: { video: VideoKey }; watchNext: { videos: readonly VideoKey[] } } = educationalPage): string[] {
  const problems: string[] = [];
  const anchors = new Map<string, string>();
  for (const [list, showcases] of Object.entries(pagesOfShowcases)) {
    const clips = new Set<string>();
    showcases.forEach((s, i) => {
      const at = `${list}[${i}] ${s.key}`;
      if (anchors.has(s.key)) problems.push(`${at}: the anchor '${s.key}' is also ${anchors.get(s.key)}'s; give each showcase its own`);
      anchors.set(s.key, at);
      if (s.features.length === 0) problems.push(`${at}.features: none; list what the line or machine does`);
      if (s.media.length === 0) problems.push(`${at}.media: none; give it a picture or a clip`);
      for (const m of s.media) {
        if (m.kind !== 'video') continue;
        if (getVideo(m.video).kind !== 'ambient') problems.push(`${at}.media: '${m.video}' is a player clip; a showcase loops an ambient clip`);
        if (clips.has(m.video)) problems.push(`${at}.media: '${m.video}' plays in another showcase of this page; give each its own clip`);
        clips.add(m.video);
      }
    });
  }
  const edu = 'content/educational.ts › educationalPage';
  if (getVideo(educational.featured.video).kind !== 'ambient') problems.push(`${edu}.featured.video: '${educational.featured.video}' is a player clip; the featured video loops an ambient clip`);
  educational.watchNext.videos.forEach((key, i) => {
    if (getVideo(key).kind !== 'player') problems.push(`${edu}.watchNext.videos[${i}]: '${key}' is an ambient loop; list tutorials that play in a player`);
  });
  return problems;
}

/**
 * What the cable catalogue rules out: every catalogue cable is un-armoured,
 * all-dielectric (FRP strength members) and jelly-filled loose tube, and
 * the single-tube series are not stranded.
 */
export const CONTRADICTED: readonly (readonly [string, RegExp])[] = [
  ['armour', /(?<!un-)\barmou?r/i],
  ['steel', /\bsteel\b/i],
  ['a self-supporting or aerial cable', /self-supporting|\baerial\b/i],
  ['tight-buffered fibre', /tight[- ]buffer/i],
  ['stranded tubes', /strand/i],
  ['a low-smoke, halogen-free or flame-retardant jacket', /halogen|low-smoke|LSZH|flame-retardant/i],
  ['water-swellable yarn or tape', /swellable|water-blocking tape/i],
];

/** What no source supports: the spec names the plant's showcases and nothing more, and the catalogue speaks of HDPE only as our cables' sheath. */
export const UNSUPPORTED: readonly (readonly [string, RegExp])[] = [
  ['a promise that no fault ever reaches a customer', /\bnever\b[^.]*\bcustomer|\bcustomer[^.]*\bnever\b/i],
  ['HDPE ducts, which no source says we make or test', /\bHDPE ducts?\b|\bducts?\b[^.]*\b(tested|sampled)\b/i],
];

/** Tests the HDPE showcase may not name: the sources give none for it. */
const HDPE_TESTS = /\b(pressure|hydrostatic|crush|impact|ovality|wall thickness)\b/i;

/** What the FTTH cross-section drawing shows (tools/media/video/scenes/ofc.mts, ftthScene). */
export const FTTH_DRAWING = { fibres: 1, words: [/\bone fibre\b/i, /\btwo strength members\b/i, /\btear notches\b/i] } as const;

/** The cable plant page's words, each with where it stands; picture descriptions are held to their pictures apart. */
function ofcWords(): { at: string; text: string }[] {
  const ofc = 'content/factory/ofc.ts';
  return [
    { at: 'content/pages.ts › ofc.description', text: pages.ofc.description },
    ...Object.entries(ofcPage.header).map(([k, text]) => ({ at: `${ofc} › ofcPage.header.${k}`, text })),
    ...ofcPage.intro.paragraphs.map((text, i) => ({ at: `${ofc} › ofcPage.intro.paragraphs[${i}]`, text })),
    { at: `${ofc} › ofcPage.featuresLead`, text: ofcPage.featuresLead },
    ...ofcFeatures.map((f, i) => ({ at: `${ofc} › ofcFeatures[${i}] ${f.title}`, text: `${f.title}: ${f.description}` })),
    ...ofcShowcases.flatMap((s, i) => [s.summary, ...s.features].map((text, j) => ({ at: `${ofc} › ofcShowcases[${i}] ${s.key}${j === 0 ? '.summary' : `.features[${j - 1}]`}`, text }))),
  ];
}

/**
 * The cable plant claims nothing the catalogue contradicts or no source
 * gives, and its FTTH cross-section is described as drawn: as generic where
 * our own drop cables differ from it.
 */
export function ofcClaimProblems({ products }: CatalogueInput, words: readonly { at: string; text: string }[] = ofcWords(), showcases: readonly Showcase[] = ofcShowcases): string[] {
  const problems = words.flatMap(({ at, text }) => [
    ...CONTRADICTED.filter(([, pattern]) => pattern.test(text)).map(([claim]) => `${at}: claims ${claim}, which every cable in the catalogue rules out; take it out`),
    ...UNSUPPORTED.filter(([, pattern]) => pattern.test(text)).map(([claim]) => `${at}: claims ${claim}; no source gives it, so take it out`),
  ]);
  showcases.forEach((s, i) => {
    if (s.key !== 'hdpe-testing') return;
    [s.summary, ...s.features].forEach((text) => {
      const test = HDPE_TESTS.exec(text)?.[0];
      if (test) problems.push(`content/factory/ofc.ts › ofcShowcases[${i}] ${s.key}: names a ${test} test, which no source gives for HDPE; say what the sources give`);
    });
  });
  const ftth = showcases.find((s) => s.key === 'ftth-sheathing-line');
  const picture = ftth?.media.find((m) => m.kind === 'image' && m.image === 'factory/ofc-ftth-cross-section');
  if (picture?.kind === 'image') {
    const at = 'content/factory/ofc.ts › ftth-sheathing-line.media';
    for (const word of FTTH_DRAWING.words.filter((w) => !w.test(picture.alt))) problems.push(`${at}: the alt text does not say what the drawing shows (${word.source.replace(/\\b/g, '')}); describe the drawing`);
    const ours = products.filter((p) => p.key === 'flat-cable' || p.key === 'drop-cable').map((p) => drawingOf(p)).map((spec) => (spec?.kind === 'fiber-cable' ? spec.fiberCount : null));
    if (!ours.includes(FTTH_DRAWING.fibres) && !/\bgeneric\b/i.test(picture.alt)) problems.push(`${at}: the drawing shows ${FTTH_DRAWING.fibres} fibre, our flat and drop cables carry ${[...new Set(ours)].join(' or ')}; call the drawing generic`);
  }
  return problems;
}

export const factoryChecks: readonly ContentCheck[] = [
  { name: 'showcases', run: () => showcaseProblems() },
  { name: 'cable plant claims', run: (c) => ofcClaimProblems(c) },
];
