import { educationalPage } from '@/content/educational';
import { ofcShowcases } from '@/content/factory/ofc';
import type { Showcase } from '@/content/factory/types';
import { currentCatalogue } from '@/lib/catalogue/checks';
import * as factory from './factory';

const { ofcClaimProblems, showcaseProblems } = factory;
const words = (text: string) => [{ at: 'content/factory/ofc.ts › ofcPage.featuresLead', text }];

describe('factory checks', () => {
  it('pass the content as it stands', () => {
    expect(factory.factoryChecks.flatMap((check) => check.run(currentCatalogue()))).toEqual([]);
  });

  it('give each showcase its own anchor, features and media, and loop its own ambient clip', () => {
    const [a, b] = ofcShowcases;
    const clip = a!.media.find((m) => m.kind === 'video');
    const broken: Showcase[] = [a!, { ...b!, key: a!.key, features: [], media: [clip!] }];
    expect(clip?.kind).toBe('video');
    expect(showcaseProblems({ 'content/factory/ofc.ts › ofcShowcases': broken }, educationalPage)).toEqual([
      `content/factory/ofc.ts › ofcShowcases[1] ${a!.key}: the anchor '${a!.key}' is also content/factory/ofc.ts › ofcShowcases[0] ${a!.key}'s; give each showcase its own`,
      `content/factory/ofc.ts › ofcShowcases[1] ${a!.key}.features: none; list what the line or machine does`,
      `content/factory/ofc.ts › ofcShowcases[1] ${a!.key}.media: '${clip?.kind === 'video' ? clip.video : ''}' plays in another showcase of this page; give each its own clip`,
    ]);
    expect(showcaseProblems({}, { featured: { video: 'tutorial-power-on' }, watchNext: { videos: ['home-hero-desktop'] } })).toEqual([
      "content/educational.ts › educationalPage.featured.video: 'tutorial-power-on' is a player clip; the featured video loops an ambient clip",
      "content/educational.ts › educationalPage.watchNext.videos[0]: 'home-hero-desktop' is an ambient loop; list tutorials that play in a player",
    ]);
  });

  it('refuse a cable plant claim the catalogue contradicts or no source gives', () => {
    expect(ofcClaimProblems(currentCatalogue(), words('Steel-armoured cables, stranded round a central tube.'))).toEqual([
      'content/factory/ofc.ts › ofcPage.featuresLead: claims armour, which every cable in the catalogue rules out; take it out',
      'content/factory/ofc.ts › ofcPage.featuresLead: claims steel, which every cable in the catalogue rules out; take it out',
      'content/factory/ofc.ts › ofcPage.featuresLead: claims stranded tubes, which every cable in the catalogue rules out; take it out',
    ]);
    expect(ofcClaimProblems(currentCatalogue(), words('Un-armoured, all-dielectric cable.'))).toEqual([]);
    expect(ofcClaimProblems(currentCatalogue(), words('We test HDPE ducts for every order.'))).toEqual([
      'content/factory/ofc.ts › ofcPage.featuresLead: claims HDPE ducts, which no source says we make or test; no source gives it, so take it out',
    ]);
  });

  it('describe the FTTH cross-section as drawn, generic where our cables differ', () => {
    const showcases = ofcShowcases.map((s) => ({ ...s, media: s.media.map((m) => (m.kind === 'image' && m.image === 'factory/ofc-ftth-cross-section' ? { ...m, alt: 'A flat drop cable with one fibre between two strength members and tear notches' } : m)) }));
    expect(ofcClaimProblems(currentCatalogue(), [], showcases)).toEqual([
      'content/factory/ofc.ts › ftth-sheathing-line.media: the drawing shows 1 fibre, our flat and drop cables carry 2; call the drawing generic',
    ]);
  });
});
