import { fiberContent } from '@/content/catalogue/fiber';
import { educationalPage } from '@/content/educational';
import { getVideo } from '@/content/media/videos';
import { pages } from '@/content/pages';
import { manualInsertionPage, miShowcases } from './manual-insertion';
import { ofcFeatures, ofcPage, ofcShowcases } from './ofc';
import { smtEquipment, surfaceMountingPage } from './surface-mounting';
import type { Showcase } from './types';

const text = (value: unknown) => JSON.stringify(value);

describe('factory figures (catalogue spec, section 9)', () => {
  it('are quoted on the surface-mounting page', () => {
    const page = text([surfaceMountingPage, smtEquipment]);
    for (const quoted of ['100,000', '400,000', '50 × 50 mm to 510 × 510 mm', '10 top and 10 bottom', '200 °C']) {
      expect(page).toContain(quoted);
    }
  });

  it('are quoted on the manual-insertion page', () => {
    const page = text([manualInsertionPage, miShowcases]);
    for (const quoted of ['300 °C', '4 preheat zones', '1,800 mm']) expect(page).toContain(quoted);
  });
});

/**
 * What the cable catalogue rules out: every catalogue cable is un-armoured,
 * all-dielectric (FRP strength members), jelly-filled loose tube, and the
 * NEO and Gold series are single-tube. Only Platinum has two tubes.
 */
const contradicted: readonly [string, RegExp][] = [
  ['armour', /(?<!un-)\barmou?r/i],
  ['steel', /\bsteel\b/i],
  ['self-supporting or aerial cable', /self-supporting|\baerial\b/i],
  ['tight-buffered fibre', /tight[- ]buffer/i],
  ['stranded tubes', /strand/i],
  ['low-smoke, halogen-free or flame-retardant jackets', /halogen|low-smoke|LSZH|flame-retardant/i],
  ['water-swellable yarn or tape', /swellable|water-blocking tape/i],
];

/**
 * What no source supports: the spec names the cable plant's showcases and
 * nothing more, and the catalogue speaks of HDPE only as the sheath of our
 * cables, never of ducts or of tests made on them.
 */
const unsupported: readonly [string, RegExp][] = [
  ['a promise that no fault ever reaches a customer', /\bnever\b[^.]*\bcustomer|\bcustomer[^.]*\bnever\b/i],
  ['HDPE ducts, which no source says we make or test', /\bHDPE ducts?\b|\bducts?\b[^.]*\b(tested|sampled)\b/i],
];
/** Tests the HDPE showcase may not name: the sources give none for it. */
const unsupportedHdpeTests = /\b(pressure|hydrostatic|crush|impact|ovality|wall thickness)\b/i;

/** Every sentence the OFC page shows as text (picture descriptions are checked against their pictures). */
const ofcProse = (): string[] => [
  pages.ofc.description,
  ...Object.values(ofcPage.header),
  ...ofcPage.intro.paragraphs,
  ofcPage.featuresLead,
  ...ofcFeatures.map((f) => `${f.title}: ${f.description}`),
  ...ofcShowcases.flatMap((s) => [s.summary, ...s.features]),
];

describe('OFC page content', () => {
  it('claims nothing the cable catalogue contradicts', () => {
    const found = ofcProse().flatMap((text) => contradicted.filter(([, pattern]) => pattern.test(text)).map(([claim]) => `${claim}: "${text}"`));
    expect(found).toEqual([]);
  });

  it('claims no guarantee or test that the sources do not give', () => {
    const found = ofcProse().flatMap((text) => unsupported.filter(([, pattern]) => pattern.test(text)).map(([claim]) => `${claim}: "${text}"`));
    const hdpe = ofcShowcases.find((s) => s.key === 'hdpe-testing')!;
    for (const text of [hdpe.summary, ...hdpe.features]) {
      if (unsupportedHdpeTests.test(text)) found.push(`an HDPE test no source names: "${text}"`);
    }
    expect(found).toEqual([]);
  });

  it('describes the FTTH cross-section as the drawing shows it, and as generic where it differs from our cables', () => {
    // tools/media/video/scenes/ofc.mts (ftthScene) draws one fibre between two strength members, with tear notches.
    const drawn = { fibres: 1, words: [/\bone fibre\b/i, /\btwo strength members\b/i, /\btear notches\b/i] };
    const ftth = ofcShowcases.find((s) => s.key === 'ftth-sheathing-line')!;
    const picture = ftth.media.find((m) => m.kind === 'image' && m.image === 'factory/ofc-ftth-cross-section');
    const alt = picture?.kind === 'image' ? picture.alt : '';
    for (const word of drawn.words) expect(alt).toMatch(word);
    const counts = fiberContent.products
      .filter((p) => p.key === 'flat-cable' || p.key === 'drop-cable')
      .map((p) => (p.image.kind === 'illustration' && p.image.spec.kind === 'fiber-cable' ? p.image.spec.fiberCount : null));
    expect(counts).toHaveLength(2);
    if (!counts.includes(drawn.fibres)) expect(alt).toMatch(/\bgeneric\b/i);
  });

  it('states the catalogue’s cable facts: un-armoured, FRP, jelly-filled tubes, 2 to 24 fibres', () => {
    const page = text([ofcPage, ofcFeatures, ofcShowcases]);
    for (const fact of ['un-armoured', 'FRP', 'jelly', '24 fibres', 'G.652.D']) expect(page).toContain(fact);
  });

  it('has the nine feature cards in the spec’s order, rapid deployment hidden on mobile only', () => {
    expect(ofcFeatures.map((f) => f.title)).toEqual([
      'Rodent Resistant',
      'Standard Length',
      'External Use',
      'Rapid Deployment',
      'Fire Retardant',
      'Premium Quality',
      'Internal Use',
      'Water Resistant',
      'Telecommunications',
    ]);
    expect(ofcFeatures.filter((f) => 'hideOnMobile' in f && f.hideOnMobile).map((f) => f.title)).toEqual(['Rapid Deployment']);
  });

  it('has the seven showcases in the spec’s order', () => {
    expect(ofcShowcases.map((s) => s.title)).toEqual([
      'Colouring Lines',
      'Buffering Lines',
      'Fibre Testing',
      'Sheathing Lines',
      'FTTH Sheathing Line',
      'HDPE Testing',
      'Packaging',
    ]);
  });
});

describe('SMT and MI content', () => {
  it('has the eight SMT machines in the spec’s order', () => {
    expect(smtEquipment.map((s) => s.title)).toEqual([
      'Solder Paste Printer',
      'Solder Paste Inspection',
      'Chip Mounter',
      'Reflow Oven',
      '3D Optical Inspection',
      'X-Ray Inspection',
      'PCB Baking Oven',
      'Stencil Cleaning Machine',
    ]);
  });

  it('has the four MI showcases and links on to the cable factory', () => {
    expect(miShowcases.map((s) => s.title)).toEqual(['Wave Soldering', 'Touch-Up and Testing Line', 'ONU/ONT Testing Line', 'Utility']);
    expect(manualInsertionPage.next).toMatchObject({ page: 'ofc', label: 'View Fiber Optics Solutions' });
    expect(surfaceMountingPage.next.page).toBe('mi');
  });
});

describe('every showcase', () => {
  const all: readonly Showcase[] = [...ofcShowcases, ...smtEquipment, ...miShowcases];

  it('has a unique anchor, features and at least one picture or clip', () => {
    expect(new Set(all.map((s) => s.key)).size).toBe(all.length);
    for (const showcase of all) {
      expect({ key: showcase.key, features: showcase.features.length > 0 }).toEqual({ key: showcase.key, features: true });
      expect({ key: showcase.key, media: showcase.media.length > 0 }).toEqual({ key: showcase.key, media: true });
    }
  });

  it('names only ambient clips, and no clip twice on one page', () => {
    for (const page of [ofcShowcases, smtEquipment, miShowcases] as readonly (readonly Showcase[])[]) {
      const clips = page.flatMap((s) => s.media.flatMap((m) => (m.kind === 'video' ? [m.video] : [])));
      expect(new Set(clips).size).toBe(clips.length);
      for (const key of clips) expect(getVideo(key).kind).toBe('ambient');
    }
  });
});

describe('educational page', () => {
  it('features an ambient loop and lists the eight tutorials in the spec’s order', () => {
    expect(getVideo(educationalPage.featured.video).kind).toBe('ambient');
    expect(educationalPage.watchNext.videos.map((key) => getVideo(key).title)).toEqual([
      'How to turn on the splicer',
      'Pass and fail functions',
      'What NanoTune is',
      'Wireless LAN setup',
      'Changing the electrode',
      'Cleaning the V-groove',
      'General cleaning',
      'Stripping the fibre coating',
    ]);
    for (const key of educationalPage.watchNext.videos) expect(getVideo(key).kind).toBe('player');
  });
});
