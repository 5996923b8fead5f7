import { EducationalVideos } from '@/components/home/educational-videos';
import { EventsSection } from '@/components/home/events-section';
import { FounderMessage } from '@/components/home/founder-message';
import { Hero } from '@/components/home/hero';
import { Manufacturing } from '@/components/home/manufacturing';
import { OurStory } from '@/components/home/our-story';
import { PartnersSection } from '@/components/home/partners-section';
import { Testimonials } from '@/components/home/testimonials';
import { JsonLd } from '@/components/seo/json-ld';
import { educationalVideos } from '@/content/home';
import { getVideo } from '@/content/media/videos';
import { definePage } from '@/lib/routing/pages';
import { organization, videoObject, webSite } from '@/lib/seo/structured-data';

export const metadata = definePage('home').metadata;

/** The company, the site with its search, and the self-hosted clips of the video section. */
const structuredData = [
  organization(),
  webSite(),
  ...educationalVideos.videos.map((video) => videoObject(getVideo(video.video), video)),
];

/** The home page's eight sections, in the order the spec gives (2.4). */
export default function HomePage() {
  return (
    <>
      <Hero />
      <Manufacturing />
      <PartnersSection />
      <OurStory />
      <FounderMessage />
      <EducationalVideos />
      <EventsSection />
      <Testimonials />
      <JsonLd nodes={structuredData} />
    </>
  );
}
