import type { VideoKey } from '@/content/media/videos';
import { eventImages, founderPortrait, testimonialAvatars, type EventKey, type Imagery } from '@/content/media/imagery';
import type { AboutValueId } from '@/content/about';
import type { PageKey } from '@/content/paths';
import type { IsoDate } from './iso-date';
import { company, formatFigure, placementRate } from './company';
import { site } from './site';

/**
 * The home page, section by section in the order the page shows them
 * (spec 2.4). The page component only lays these records out.
 */

export interface HomeLink {
  label: string;
  page: PageKey;
}

// 1. Hero ---------------------------------------------------------------

export const hero = {
  eyebrow: site.tagline,
  title: 'From splice to signal, everything your fibre network needs',
  lead: 'Sumitomo splicers, Deviser test instruments, our own PON equipment, EDFA amplifiers and fibre cable: supplied, made and serviced by one team across India.',
  primary: { label: 'Explore our products', page: 'products' },
  secondary: { label: 'Send an enquiry', page: 'contact' },
  video: { desktop: 'home-hero-desktop', mobile: 'home-hero-mobile' },
  pauseLabels: { pause: 'Pause the background video', play: 'Play the background video' },
} as const satisfies {
  eyebrow: string;
  title: string;
  lead: string;
  primary: HomeLink;
  secondary: HomeLink;
  video: { desktop: VideoKey; mobile: VideoKey };
  pauseLabels: { pause: string; play: string };
};

// 2. Manufacturing --------------------------------------------------------

export interface ManufacturingTile {
  label: string;
  video: VideoKey;
  page: PageKey;
}

export interface ManufacturingRow {
  id: string;
  title: string;
  summary: string;
  tiles: readonly ManufacturingTile[];
}

export const manufacturing = {
  title: 'Made on our own campus',
  paragraphs: [
    `Our ${company.campusAcres}-acre campus holds ${formatFigure(company.productionAreaSqFt)} sq ft of air-conditioned production, where we build electronics and make optical fibre cable under one roof.`,
    `On the electronics line, ${company.pickAndPlaceMachines} pick-and-place machines, ${placementRate}, assemble the boards inside our PON and EDFA equipment and for contract customers. The cable plant turns more than ${company.fibreKmPerDay} km of fibre a day into cables of up to ${company.maxCableCores} cores.`,
  ],
  rows: [
    {
      id: 'electronics',
      title: 'Electronics',
      summary: 'Surface mounting and manual insertion lines for our own products and contract customers.',
      tiles: [
        { label: 'Solder Paste Inspection', video: 'tile-solder-paste-inspection', page: 'surfaceMounting' },
        { label: 'Pick and Place', video: 'tile-pick-and-place', page: 'surfaceMounting' },
        { label: '3D AOI', video: 'tile-3d-aoi', page: 'surfaceMounting' },
        { label: 'Manual Insertion', video: 'tile-manual-insertion', page: 'mi' },
        { label: 'Wave Soldering', video: 'tile-wave-soldering', page: 'mi' },
        { label: 'Utility', video: 'tile-utility', page: 'mi' },
      ],
    },
    {
      id: 'fiber-optic-cable',
      title: 'Fiber Optic Cable',
      summary: 'From bare fibre to a tested, labelled drum: colouring, buffering, sheathing and testing in one plant.',
      tiles: [
        { label: 'Testing and Packing', video: 'tile-testing-and-packing', page: 'ofc' },
        { label: 'Fiber Coloring', video: 'tile-fiber-coloring', page: 'ofc' },
        { label: 'Fiber Sheathing', video: 'tile-fiber-sheathing', page: 'ofc' },
        { label: 'Fiber Buffering', video: 'tile-fiber-buffering', page: 'ofc' },
        { label: 'FTTH Cable', video: 'tile-ftth-cable', page: 'ofc' },
        { label: 'Fiber Testing and Packing', video: 'tile-fiber-testing-and-packing', page: 'ofc' },
      ],
    },
  ],
} as const satisfies { title: string; paragraphs: readonly string[]; rows: readonly ManufacturingRow[] };

// 3. Our Partners ----------------------------------------------------------
// The cards read content/partners.ts; only the section's own words are here.

export const partnersSection = {
  title: 'Our Partners',
  lead: 'World-class brands, backed in India by our stock, engineers and branch offices.',
} as const;

// 4. Our Story ----------------------------------------------------------------

export const story = {
  title: 'Our Story',
  paragraphs: [
    `We started in ${company.predecessorFounded} as a cable TV business, supplying operators with CATV equipment and fibre cable. Years spent beside network builders in the field taught us what they need: equipment that works, delivered fast, and people who answer the phone when a link goes down.`,
    `${site.legalName} was founded in ${company.founded} to bring that experience to fibre. Today ISPs, cable operators and system integrators come to us for everything their networks need: we supply partner brands, design our own PON and amplifier equipment, and make cable and electronics in our own factories.`,
  ],
  factsLabel: 'Our company in figures',
  links: [
    { label: 'Vision', id: 'vision' },
    { label: 'Mission', id: 'mission' },
    { label: 'Core Value', id: 'corevalue' },
  ],
} as const satisfies {
  title: string;
  paragraphs: readonly string[];
  factsLabel: string;
  links: readonly { label: string; id: AboutValueId }[];
};

// 5. Founder's Message ---------------------------------------------------------

export const founderMessage = {
  title: "Founder's Message",
  portrait: founderPortrait,
  quote: [
    'When we laid our first cable TV lines, a broken link meant a whole neighbourhood waiting in the dark. That feeling never left us. Every splicer we sell, every amplifier we design and every metre of cable we make is judged by one question: will it keep our customer’s network running?',
    'India is connecting faster than ever, and much of that work is done by small teams with big targets. We want to be the partner they can call for everything, from the first survey to the last splice, and long after.',
  ],
  role: 'Founder and Managing Director',
  organisation: site.legalName,
} as const satisfies {
  title: string;
  portrait: Imagery;
  quote: readonly string[];
  role: string;
  organisation: string;
};

// 6. Educational Videos -------------------------------------------------------------

export interface EducationalVideo {
  id: string;
  title: string;
  description: string;
  /**
   * The tutorial clip: its poster is the card's picture, and Play opens it in
   * a dialog. It plays from YouTube once the clip's record in
   * content/media/videos.ts has a youtubeId, and from our own file until then.
   */
  video: VideoKey;
}

export const educationalVideos = {
  title: 'Educational Videos',
  lead: 'Short how-to videos from our service engineers for the splicers and tools you use every day.',
  play: 'Play',
  viewMore: { label: 'View More', page: 'educational' },
  scrollPrev: 'Scroll to the previous video',
  scrollNext: 'Scroll to the next video',
  videos: [
    {
      id: 'splicer-power-on',
      title: 'Splicer: how to turn on',
      description: 'Fit the battery, power up the splicer and read the start-up checks before your first splice.',
      video: 'tutorial-power-on',
    },
    {
      id: 'wlan-setup',
      title: 'WLAN Setup',
      description: 'Connect the splicer to a phone or laptop over wireless LAN to share splice records.',
      video: 'tutorial-wireless-lan',
    },
    {
      id: 'v-groove-cleaning',
      title: 'V-Groove Cleaning',
      description: 'Clear dust from the V-grooves so fibres sit straight and splice loss stays low.',
      video: 'tutorial-v-groove-cleaning',
    },
    {
      id: 'electrode-change',
      title: 'Electrode change',
      description: 'Replace worn electrodes safely and run an arc check to restore a stable splice.',
      video: 'tutorial-electrode-change',
    },
  ],
} as const satisfies {
  title: string;
  lead: string;
  play: string;
  viewMore: HomeLink;
  scrollPrev: string;
  scrollNext: string;
  videos: readonly EducationalVideo[];
};

// 7. Our Latest Events -----------------------------------------------------------

export interface EventSlide {
  key: EventKey;
  title: string;
  subtitle: string;
  description: string;
  date: IsoDate;
  images: readonly Imagery[];
}

export const events = {
  title: 'Our Latest Events',
  lead: 'Celebrations, service camps and trade shows: where our team meets the people we work for.',
  discoverMore: 'Discover More',
  controls: {
    carousel: 'Event slideshow',
    slide: 'Event',
    prevImage: 'Previous picture',
    nextImage: 'Next picture',
    image: 'Picture',
    pictures: 'Pictures',
    thumbnails: 'Choose an event',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
  },
  slides: [
    {
      key: 'annual-day-kotdwar',
      title: 'Annual Day Celebration - Kotdwar',
      subtitle: 'Our 2nd Annual Day',
      description:
        'The whole team gathered at Kotdwar to light the lamp, look back on a busy year and honour the colleagues who made it happen, with awards, performances and a cake to finish.',
      date: '2025-02-02',
      images: eventImages['annual-day-kotdwar'],
    },
    {
      key: 'service-camp',
      title: 'Free Service Camp - Technical Support',
      subtitle: 'Diagnostics and maintenance at no cost',
      description:
        'Customers brought in their splicers, OTDRs, PON equipment and EDFA amplifiers for free check-ups, cleaning, firmware updates and advice from our service engineers.',
      date: '2025-01-18',
      images: eventImages['service-camp'],
    },
    {
      key: 'cable-tv-show-kolkata',
      title: 'Cable TV Show India - Kolkata',
      subtitle: 'Meeting operators from across the east',
      description:
        'At our Kolkata booth we showed OLTs, ONTs, EDFAs and fibre cable, and walked cable operators through building a PON network on the equipment they already run.',
      date: '2017-01-01',
      images: eventImages['cable-tv-show-kolkata'],
    },
  ],
} as const satisfies {
  title: string;
  lead: string;
  discoverMore: string;
  controls: Record<string, string>;
  slides: readonly EventSlide[];
};

// 8. Testimonials ---------------------------------------------------------------

export interface Testimonial {
  id: string;
  /** Who is speaking, by role: sample quotes stand for customer types, not real people. */
  name: string;
  organisation: string;
  text: string;
  avatar: Imagery;
}

const avatar = (i: number): Imagery => {
  const a = testimonialAvatars[i];
  if (!a) throw new Error(`no testimonial avatar ${i}`);
  return a;
};

export const testimonials = {
  title: 'What our customers say',
  lead: 'Sample words from the kinds of teams we work with every day.',
  pause: 'Pause scrolling',
  play: 'Resume scrolling',
  region: 'Customer testimonials',
  items: [
    {
      id: 'isp-network-head',
      name: 'Head of Network Operations',
      organisation: 'Regional broadband ISP, Uttar Pradesh',
      text: 'We moved our FTTH roll-out to their GPON OLTs and ONTs last year. Provisioning was simple, and when we needed a firmware fix their engineer was on a call within the hour.',
      avatar: avatar(0),
    },
    {
      id: 'cable-operator-owner',
      name: 'Owner',
      organisation: 'Cable TV operator, West Bengal',
      text: 'We have bought EDFAs from them for years. They run in hot, dusty headends without complaint, and spares reach us from the Kolkata branch in a day.',
      avatar: avatar(1),
    },
    {
      id: 'integrator-project-manager',
      name: 'Project Manager',
      organisation: 'System integrator, Maharashtra',
      text: 'For a campus network we needed splicers, OTDRs, cable and PON gear on one purchase order. One supplier, one delivery schedule, one point of contact: it saved us weeks.',
      avatar: avatar(2),
    },
    {
      id: 'splicing-contractor',
      name: 'Splicing Team Lead',
      organisation: 'Fibre installation contractor, Gujarat',
      text: 'Our Sumitomo splicers come back from service clean, calibrated and quickly. The free service camp in January caught a worn electrode before it cost us a day on site.',
      avatar: avatar(3),
    },
    {
      id: 'isp-founder',
      name: 'Co-founder',
      organisation: 'Fibre ISP, Kerala',
      text: 'As a small ISP we need advice as much as equipment. They helped us size our first OLT and split ratios honestly, without pushing the biggest box.',
      avatar: avatar(4),
    },
    {
      id: 'telecom-contractor-engineer',
      name: 'Field Engineer',
      organisation: 'Telecom tower contractor, Assam',
      text: 'The Deviser OTDR we bought finds faults on long rural spans that our old unit missed. Their team showed us how to read the traces properly, too.',
      avatar: avatar(5),
    },
    {
      id: 'enterprise-it-manager',
      name: 'IT Infrastructure Manager',
      organisation: 'Manufacturing company, Tamil Nadu',
      text: 'They laid and tested the fibre backbone across our plant with their own cable. The test reports were complete and every link passed first time.',
      avatar: avatar(6),
    },
    {
      id: 'ems-customer-purchase',
      name: 'Purchase Manager',
      organisation: 'Electronics brand, Delhi NCR',
      text: 'We use their SMT line for contract assembly. Quality has been consistent across batches, and they keep us informed at every stage of an order.',
      avatar: avatar(7),
    },
  ],
} as const satisfies {
  title: string;
  lead: string;
  pause: string;
  play: string;
  region: string;
  items: readonly Testimonial[];
};
