import * as home from '@/content/home';
import * as imagery from '@/content/media/imagery';
import { videos } from '@/content/media/videos';
import { tutorialStages } from '@/content/tutorials';
import { currentCatalogue } from '@/lib/catalogue/checks';
import * as media from './media';

const { homeProblems, imageryProblems, popularProductProblems, tutorialStageProblems, youtubeIdProblems } = media;

describe('media record checks', () => {
  it('pass the records as they stand', () => {
    expect(media.mediaChecks.flatMap((check) => check.run(currentCatalogue()))).toEqual([]);
  });

  it('play loops behind the hero and tiles, tutorials on the cards, each clip the right way up', () => {
    const broken = {
      ...home,
      hero: { video: { desktop: 'home-hero-mobile', mobile: 'home-hero-mobile' } },
      educationalVideos: { videos: [home.educationalVideos.videos[0]!, home.educationalVideos.videos[0]!, { video: 'home-hero-desktop' }] },
    } as const;
    expect(homeProblems(broken)).toEqual([
      "content/home.ts › hero.video.desktop: 'home-hero-mobile' is not landscape; name a wide clip",
      `content/home.ts › educationalVideos.videos[1].video: '${home.educationalVideos.videos[0]!.video}' stands on another card too; give each card its own clip`,
      "content/home.ts › educationalVideos.videos[2].video: 'home-hero-desktop' is an ambient loop; this place plays a tutorial in a player, so name one",
    ]);
  });

  it('show four or five pictures a slide, and one id, avatar and real quote a testimonial', () => {
    const [first, second] = home.testimonials.items;
    const broken = { ...home, events: { slides: [{ images: home.events.slides[0]!.images.slice(0, 3) }] }, testimonials: { items: [first!, { ...second!, id: first!.id, text: 'Great.' }] } };
    expect(homeProblems(broken)).toEqual([
      'content/home.ts › events.slides[0].images: 3 pictures; a slide shows 4 or 5 (eventImages in content/media/imagery.ts)',
      `content/home.ts › testimonials.items[1].id: '${first!.id}' is another quote's id; give each its own`,
      'content/home.ts › testimonials.items[1].text: 6 characters; a quote says what the customer found, in more than 40',
    ]);
  });

  it('refuse a malformed YouTube id, and one clip’s id on another', () => {
    const [a, b] = videos;
    expect(youtubeIdProblems([{ ...a!, youtubeId: 'dQw4w9WgXcQ' }, { ...b!, youtubeId: 'dQw4w9WgXcQ' }, { ...a!, key: a!.key, youtubeId: 'watch?v=1' }])).toEqual([
      `content/media/videos.ts › ${b!.key}.youtubeId: 'dQw4w9WgXcQ' is another clip's id; each clip has its own`,
      `content/media/videos.ts › ${a!.key}.youtubeId: 'watch?v=1' is not a YouTube id; copy the eleven characters after v= in the watch URL`,
    ]);
  });

  it('run the film’s stages one after another without gap or overlap', () => {
    const [first, second, ...rest] = tutorialStages;
    expect(tutorialStageProblems([first!, { ...second!, startTime: second!.startTime + 2 }, ...rest])).toEqual([
      `content/tutorials.ts › ${second!.key}.startTime: ${second!.startTime + 2} s, but ${first!.key} ends at ${first!.endTime} s; start it at ${first!.endTime + 1} s, so no second is skipped or shown twice`,
    ]);
  });

  it('link a popular product only to a page', () => {
    expect(popularProductProblems(currentCatalogue(), ['z2c', 'c-plus4'])).toEqual(["content/search.ts › popularProductKeys[1]: 'c-plus4' has no page to link to; name a product with a page"]);
  });

  it('describe a picture without "image of", draw banners 3:1, and keep wordmarks transparent', () => {
    const broken = {
      ...imagery,
      banners: { about: { ...imagery.banners.about, alt: 'Image of a ring' }, contact: { image: 'avatars/01', alt: 'A message bubble' } },
      partnerLogos: {},
    } as const;
    expect(imageryProblems(broken as unknown as media.Pictures)).toEqual([
      'content/media/imagery.ts › banners.about.alt: "Image of a ring" starts with "Image of"; a screen reader says it is a picture, so say what it shows',
      expect.stringMatching(/^content\/media\/imagery\.ts › banners\.contact\.image: 'avatars\/01' is \d+ × \d+ px; a banner is 3:1 art at least 1920 px wide$/),
    ]);
  });
});
