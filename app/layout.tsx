import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from './fonts';
import { site } from '@/content/site';
import { shareMetadata, TITLE_TEMPLATE } from '@/lib/seo/metadata';
import { defaultShareImage } from '@/lib/seo/share-images';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { SkipLink, MAIN_ID } from '@/components/layout/skip-link';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { WebVitals } from '@/components/layout/web-vitals';
import { WebFont } from '@/components/layout/web-font';
import { fallbackFamilies, firstFamily, WEBFONT_ATTRIBUTE, WEBFONT_HEAD_SCRIPT } from '@/lib/browser/webfont';
import { COLORS } from '@/lib/brand/palette';
import { VITALS_ENDPOINT_META } from '@/lib/vitals/endpoint';
import './globals.css';

/** Defaults for a page that sets none of its own (the 404 page); every other page builds its own with lib/seo/metadata.ts. */
export const metadata: Metadata = {
  metadataBase: new URL(site.baseUrl),
  title: { default: `${site.legalName}: ${site.tagline}`, template: TITLE_TEMPLATE },
  description: site.description,
  applicationName: site.name,
  ...shareMetadata({ title: site.companyName, description: site.description, share: defaultShareImage() }),
};

export const viewport: Viewport = { themeColor: COLORS['navy-900'], width: 'device-width', initialScale: 1 };

/** Until the browser holds the web font, pages paint in its metric-matched fallback (lib/browser/webfont.ts). */
const firstViewFont = `:root:not([${WEBFONT_ATTRIBUTE}]){--font-inter:${fallbackFamilies(inter.style.fontFamily)}}`;
/** Without JavaScript the font is used as before: fetched, and shown when it arrives within its block period. */
const noScriptFont = `:root:not([${WEBFONT_ATTRIBUTE}]){--font-inter:${inter.style.fontFamily}}`;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The head script marks <html> before React hydrates it.
    <html lang="en-IN" className={inter.variable} suppressHydrationWarning>
      <head>
        <style>{firstViewFont}</style>
        <script dangerouslySetInnerHTML={{ __html: WEBFONT_HEAD_SCRIPT }} />
        {/* Read by WebVitals once the page is idle; without it no page loads the reporter. */}
        {site.vitalsEndpoint === null ? null : <meta name={VITALS_ENDPOINT_META} content={site.vitalsEndpoint} />}
        <noscript>
          <style>{noScriptFont}</style>
        </noscript>
      </head>
      <body>
        <SkipLink />
        <SiteHeader />
        <main id={MAIN_ID} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <HydrationMark />
        <WebFont family={firstFamily(inter.style.fontFamily)} />
        <WebVitals />
      </body>
    </html>
  );
}
