import { FIELD_KIT_PATH } from './client-paths';
import { contactAnchors, contactPage } from './contact';
import { pages } from './pages';
import { paths } from './paths';

/**
 * What the installed site offers beyond its start page (app/manifest.ts):
 * the shortcuts a long press or right click on its icon lists. Their icons
 * are drawn by a hand-run tool and committed: `npm run media:art -- brand`
 * (tools/media/art/brand.mts).
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
    url: FIELD_KIT_PATH,
    icon: '/icons/shortcut-field-kit.png',
    glyph: 'briefcase',
  },
] as const satisfies readonly AppShortcut[];
