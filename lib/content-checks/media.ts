import * as home from '@/content/home';
import * as imagery from '@/content/media/imagery';
import type { Imagery } from '@/content/media/imagery';
import { getVideo, videos, type Video, type VideoKey } from '@/content/media/videos';
import { popularProductKeys } from '@/content/search';
import { tutorialStages, type TutorialStage } from '@/content/tutorials';
import type { CatalogueInput } from '@/lib/catalogue/checks';
import { getImage } from '@/lib/media/images';
import { isYoutubeId } from '@/lib/media/youtube';
import type { ContentCheck } from './index';

/**
 * Rules over the records that name pictures and clips: the home page's
 * clips, slides and quotes, the video records' YouTube ids, the tutorial
 * film's stages, the pictures' alt text and shapes, the search page's
 * popular products.
 */

const HOME = 'content/home.ts';

/** A clip plays as the page uses it: an ambient loop behind a tile or hero, a tutorial in a player. */
function clipProblem(where: string, key: VideoKey, kind: Video['kind']): string[] {
  const video = getVideo(key);
  return video.kind === kind ? [] : [`${where}: '${key}' is a${video.kind === 'ambient' ? 'n ambient loop' : ' player clip'}; this place plays ${kind === 'ambient' ? 'an ambient loop' : 'a tutorial in a player'}, so name one`];
}

/** The smallest and largest number of pictures an event slide shows. */
export const SLIDE_PICTURES = { min: 4, max: 5 } as const;
/** A quote shorter than this says nothing a customer would. */
export const QUOTE_MIN = 40;

/** The home page's records that name clips, slides and quotes. */
export interface HomeMedia {
  hero: { video: { desktop: VideoKey; mobile: VideoKey } };
  manufacturing: { rows: readonly { tiles: readonly { video: VideoKey }[] }[] };
  educationalVideos: { videos: readonly { video: VideoKey }[] };
  events: { slides: readonly { images: readonly Imagery[] }[] };
  testimonials: { items: readonly { id: string; text: string; avatar: Imagery }[] };
}

export function homeProblems({ hero, manufacturing, educationalVideos, events, testimonials }: HomeMedia = home): string[] {
  const problems: string[] = [];
  const desktop = getVideo(hero.video.desktop);
  const mobile = getVideo(hero.video.mobile);
  if (desktop.width <= desktop.height) problems.push(`${HOME} › hero.video.desktop: '${desktop.key}' is not landscape; name a wide clip`);
  if (mobile.height <= mobile.width) problems.push(`${HOME} › hero.video.mobile: '${mobile.key}' is not portrait; name a tall clip`);
  manufacturing.rows.forEach((row, r) => row.tiles.forEach((tile, t) => problems.push(...clipProblem(`${HOME} › manufacturing.rows[${r}].tiles[${t}].video`, tile.video, 'ambient'))));
  const cards = educationalVideos.videos;
  cards.forEach((card, i) => {
    const at = `${HOME} › educationalVideos.videos[${i}].video`;
    problems.push(...clipProblem(at, card.video, 'player'));
    if (!/^\/media\/video\/.+\.webp$/.test(getVideo(card.video).poster)) problems.push(`${at}: '${card.video}' has no WebP poster under /media/video/ for the card's picture`);
    if (cards.findIndex((c) => c.video === card.video) !== i) problems.push(`${at}: '${card.video}' stands on another card too; give each card its own clip`);
  });
  events.slides.forEach((slide, i) => {
    const n = slide.images.length;
    if (n < SLIDE_PICTURES.min || n > SLIDE_PICTURES.max) problems.push(`${HOME} › events.slides[${i}].images: ${n} pictures; a slide shows ${SLIDE_PICTURES.min} or ${SLIDE_PICTURES.max} (eventImages in content/media/imagery.ts)`);
  });
  const items = testimonials.items;
  items.forEach((t, i) => {
    const at = `${HOME} › testimonials.items[${i}]`;
    if (items.findIndex((x) => x.id === t.id) !== i) problems.push(`${at}.id: '${t.id}' is another quote's id; give each its own`);
    if (items.findIndex((x) => x.avatar.image === t.avatar.image) !== i) problems.push(`${at}.avatar: '${t.avatar.image}' is another quote's avatar; give each its own`);
    if (t.text.length <= QUOTE_MIN) problems.push(`${at}.text: ${t.text.length} characters; a quote says what the customer found, in more than ${QUOTE_MIN}`);
  });
  return problems;
}

/** A clip's YouTube id is the eleven characters of its watch URL, and no two clips share one. */
export function youtubeIdProblems(list: readonly Video[] = videos): string[] {
  return list.flatMap((v, i) => {
    if (v.youtubeId === undefined) return [];
    const at = `content/media/videos.ts › ${v.key}.youtubeId`;
    if (!isYoutubeId(v.youtubeId)) return [`${at}: '${v.youtubeId}' is not a YouTube id; copy the eleven characters after v= in the watch URL`];
    return list.findIndex((x) => x.youtubeId === v.youtubeId) !== i ? [`${at}: '${v.youtubeId}' is another clip's id; each clip has its own`] : [];
  });
}

/** The film's stages follow one another without gap or overlap. */
export function tutorialStageProblems(stages: readonly TutorialStage[] = tutorialStages): string[] {
  return stages.flatMap((stage, i) => {
    const at = `content/tutorials.ts › ${stage.key}`;
    const found: string[] = [];
    if (stage.endTime < stage.startTime) found.push(`${at}.endTime: ${stage.endTime} s is before its start, ${stage.startTime} s`);
    const next = stages[i + 1];
    if (next && next.startTime !== stage.endTime + 1) found.push(`content/tutorials.ts › ${next.key}.startTime: ${next.startTime} s, but ${stage.key} ends at ${stage.endTime} s; start it at ${stage.endTime + 1} s, so no second is skipped or shown twice`);
    return found;
  });
}

/** The search page links its popular products to their pages. */
export function popularProductProblems({ products }: CatalogueInput, keys: readonly string[] = popularProductKeys): string[] {
  return keys.flatMap((key, i) => (products.some((p) => p.key === key && p.page) ? [] : [`content/search.ts › popularProductKeys[${i}]: '${key}' has no page to link to; name a product with a page`]));
}

/** Wide 3:1 art at least this wide, for a page banner. */
export const BANNER_MIN_WIDTH = 1920;

/**
 * A picture that is not decoration says what it shows (not "image of …"); a
 * banner is wide 3:1 art; a partner's wordmark sits on a transparent ground;
 * each avatar is its own.
 */
export interface Pictures {
  banners: Readonly<Record<string, Imagery>>;
  partnerLogos: Readonly<Record<string, Imagery>>;
  eventImages: Readonly<Record<string, readonly Imagery[]>>;
  publicationImages: Readonly<Record<string, readonly Imagery[]>>;
  founderPortrait: Imagery;
  testimonialAvatars: readonly Imagery[];
}

export function imageryProblems({ banners, partnerLogos, eventImages, publicationImages, founderPortrait, testimonialAvatars }: Pictures = imagery): string[] {
  const at = (group: string) => `content/media/imagery.ts › ${group}`;
  const described: [string, Imagery][] = [
    ...Object.entries(banners).map(([k, v]): [string, Imagery] => [at(`banners.${k}`), v]),
    ...Object.entries(partnerLogos).map(([k, v]): [string, Imagery] => [at(`partnerLogos.${k}`), v]),
    ...Object.entries(eventImages).flatMap(([k, list]) => list.map((v, i): [string, Imagery] => [at(`eventImages.${k}[${i}]`), v])),
    ...Object.entries(publicationImages).flatMap(([k, list]) => list.map((v, i): [string, Imagery] => [at(`publicationImages.${k}[${i}]`), v])),
    [at('founderPortrait'), founderPortrait],
  ];
  const problems = described.flatMap(([where, { alt }]) => {
    if (alt.trim().length <= 3) return [`${where}.alt: "${alt}" does not say what the picture shows; describe it`];
    return /^(image|picture|photo) of/i.test(alt) ? [`${where}.alt: "${alt}" starts with "${alt.split(' ').slice(0, 2).join(' ')}"; a screen reader says it is a picture, so say what it shows`] : [];
  });
  for (const [key, { image }] of Object.entries(banners)) {
    const { width, height } = getImage(image);
    if (width < BANNER_MIN_WIDTH || Math.abs(width / height - 3) > 0.05) problems.push(`${at(`banners.${key}`)}.image: '${image}' is ${width} × ${height} px; a banner is 3:1 art at least ${BANNER_MIN_WIDTH} px wide`);
  }
  for (const [key, { image }] of Object.entries(partnerLogos)) {
    if (getImage(image).opaque) problems.push(`${at(`partnerLogos.${key}`)}.image: '${image}' is opaque; a wordmark sits on a transparent ground`);
  }
  testimonialAvatars.forEach(({ image }, i) => {
    if (testimonialAvatars.findIndex((a) => a.image === image) !== i) problems.push(`${at(`testimonialAvatars[${i}]`)}.image: '${image}' is another avatar's picture; give each its own`);
  });
  return problems;
}

export const mediaChecks: readonly ContentCheck[] = [
  { name: 'home page media', run: () => homeProblems() },
  { name: 'YouTube ids', run: () => youtubeIdProblems() },
  { name: 'tutorial stages', run: () => tutorialStageProblems() },
  { name: 'popular products', run: (c) => popularProductProblems(c) },
  { name: 'pictures', run: () => imageryProblems() },
];
