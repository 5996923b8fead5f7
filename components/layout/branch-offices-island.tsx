'use client';

import { lazy } from 'react';
import { LazyIsland } from '@/components/ui/lazy-island';

const BranchOffices = lazy(() => import('./branch-offices').then((m) => ({ default: m.BranchOffices })));

/**
 * The footer's branch offices (picker, details, map and dialog), hydrated as
 * they near the viewport: their code and the offices' records stay out of
 * every page's first load (components/ui/lazy-island.tsx).
 */
export function BranchOfficesIsland() {
  return <LazyIsland component={BranchOffices} props={{}} />;
}
