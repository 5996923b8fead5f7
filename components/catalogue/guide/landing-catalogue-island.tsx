'use client';

import { lazy } from 'react';
import { LazyIsland } from '@/components/ui/lazy-island';
import type { LandingCatalogueProps } from './landing-catalogue';

// Asked for as this module runs, which only a landing's payload makes it do: the chunk loads while the page hydrates.
const chunk = import('./landing-catalogue');
const LandingCatalogue = lazy(() => chunk.then((m) => ({ default: m.LandingCatalogue })));

const atOnce = () => true;

/**
 * The landing's tabs, selection guide and cards as a chunk of their own,
 * which only a family landing requests (components/ui/lazy-island.tsx): the
 * export renders them in full, with JavaScript or without, and the page
 * fetches the chunk as soon as it has hydrated. Product pages, which the
 * same route renders, never load it.
 */
export function LandingCatalogueIsland(props: LandingCatalogueProps) {
  return <LazyIsland component={LandingCatalogue} props={props} eager={atOnce} />;
}
