import type { MetadataRoute } from 'next';
import { SHORTCUT_ICON_SIZE, appScreenshots, appShortcuts } from '@/content/app-manifest';
import { mark } from '@/lib/brand/mark';
import { site } from '@/content/site';

// Static export: rendered once at build into out/manifest.webmanifest.
export const dynamic = 'force-static';

/** Next requires the default export for this metadata route. */
export default function manifest(): MetadataRoute.Manifest {
  const shortcutIconSize = `${SHORTCUT_ICON_SIZE}x${SHORTCUT_ICON_SIZE}`;
  return {
    name: `${site.name} Photonics`,
    short_name: site.name,
    description: site.description,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: mark.tile.fill,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: appShortcuts.map(({ name, short_name, description, url, icon }) => ({
      name,
      short_name,
      description,
      url,
      icons: [{ src: icon, sizes: shortcutIconSize, type: 'image/png', purpose: 'any' }],
    })),
    screenshots: appScreenshots.map(({ src, width, height, form_factor, label }) => ({
      src,
      sizes: `${width}x${height}`,
      type: 'image/png',
      form_factor,
      label,
    })),
  };
}
