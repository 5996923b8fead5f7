import type { Metadata } from 'next';
import { EducationalVideos } from '@/components/home/educational-videos';
import { EventsSection } from '@/components/home/events-section';
import { FounderMessage } from '@/components/home/founder-message';
import { Hero } from '@/components/home/hero';
import { Manufacturing } from '@/components/home/manufacturing';
import { OurStory } from '@/components/home/our-story';
import { PartnersSection } from '@/components/home/partners-section';
import { Testimonials } from '@/components/home/testimonials';
import { homeMeta } from '@/content/home';

export const metadata: Metadata = {
  title: { absolute: homeMeta.title },
  description: homeMeta.description,
};

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
    </>
  );
}
