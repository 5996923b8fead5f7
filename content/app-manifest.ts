import { contactAnchors, contactPage } from './contact';
import { pages } from './pages';
import { paths } from './paths';

/**
 * What the installed site offers beyond its start page (app/manifest.ts):
 * the shortcuts a long press or right click on its icon lists, and the
 * screenshots a browser's install dialog shows. Their pictures are made by
 * hand-run tools and committed: the shortcut icons by `npm run media:art --
 * brand` (tools/media/art/brand.mts), the screenshots by `npm run
 * media:screenshots` (tools/media/manifest-screenshots.mts) over a built site.
 */

export interface AppShortcut {
  name: string;
  /** What a launcher shows where `name` does not fit. */
  short_name: string;
  description: string;
  /** A page of the site, derived from its record (content/paths.ts) or its constant (content/client-paths.ts). */
  url: `/${string}`;
  /** Its icon: a PNG under public/icons/, `SHORTCUT_ICON_SIZE` pixels square, drawn by tools/media/art/brand.mts. */
  icon: `/icons/shortcut-${string}.png`;
  /** The lucide drawing the icon shows, white on the mark's navy (lucide-react/icons/<glyph>). */
  glyph: string;
}

/** Shortcut icons are 96 px squares, the size Android and Chrome ask for. */
export const SHORTCUT_ICON_SIZE = 96;

export const appShortcuts = [
  {
    name: pages.planner.crumb,
    short_name: 'Planner',
    description: 'Work out a PON loss budget, an OTDR’s dynamic range or an amplifier’s output per port.',
    url: paths.planner,
    icon: '/icons/shortcut-planner.png',
    glyph: 'route',
  },
  {
    name: contactPage.branchTitle,
    short_name: 'Branches',
    description: 'Every branch office with its address, phone and map.',
    url: `${paths.contact}#${contactAnchors.branches}`,
    icon: '/icons/shortcut-branches.png',
    glyph: 'map-pin',
  },
  {
    name: 'Field kit',
    short_name: 'Field kit',
    description: 'Product pages, datasheets and tutorials kept on this device for sites without a signal.',
    url: paths.fieldKit,
    icon: '/icons/shortcut-field-kit.png',
    glyph: 'briefcase',
  },
] as const satisfies readonly AppShortcut[];

/** A screenshot's budget: an install dialog downloads every one before it opens. */
export const SCREENSHOT_MAX_BYTES = 80 * 1024;

export type FormFactor = 'narrow' | 'wide';

export interface AppScreenshot {
  /** The page shown, captured at the top of its first screen. */
  url: `/${string}`;
  /** A PNG under public/screenshots/ (Chrome's install dialog takes PNG and JPEG), exactly `width` × `height` pixels. */
  src: `/screenshots/${string}.png`;
  width: number;
  height: number;
  /** `narrow` for phones (the install sheet on Android), `wide` for desktop browsers. */
  form_factor: FormFactor;
  /** What the picture shows, for screen readers. */
  label: string;
}

/** Screenshots of real pages, at the review viewports a phone and a laptop have (scripts/screenshots.mts). */
export const appScreenshots = [
  {
    url: paths.home,
    src: '/screenshots/home-narrow.png',
    width: 390,
    height: 844,
    form_factor: 'narrow',
    label: 'The home page on a phone: everything a fibre network needs, from splice to signal',
  },
  {
    url: paths.planner,
    src: '/screenshots/planner-wide.png',
    width: 1366,
    height: 900,
    form_factor: 'wide',
    label: 'The fibre link planner on a laptop: the inputs of a PON power budget',
  },
] as const satisfies readonly AppScreenshot[];
