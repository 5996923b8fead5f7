'use client';

import { lazy } from 'react';
import type { LandingCatalogueProps } from './landing-catalogue';

// Asked for as this module runs, which only a landing's payload makes it do: the chunk loads while the page hydrates.
const chunk = import('./landing-catalogue');
const LandingCatalogue = lazy(() => chunk.then((m) => ({ default: m.LandingCatalogue })));

/**
 * The landing's tabs, selection guide and cards as a chunk of their own,
 * which only a family landing requests: product pages, which the same route
 * renders, never load it. No Suspense boundary of its own: on the server the
 * lazy component holds the shell until it has rendered, so the export
 * carries the table and cards in place (inside a boundary they would stream
 * after the footer, hidden until a script moved them: nothing without
 * JavaScript). In the browser, hydration waits for the chunk, asked for as
 * this module runs, and then adopts the exported table and cards where they
 * stand. A LazyIsland would draw them twice more, once from the exported
 * HTML and once live, which Lighthouse counted as blocking time.
 */
export function LandingCatalogueIsland(props: LandingCatalogueProps) {
  return <LandingCatalogue {...props} />;
}
