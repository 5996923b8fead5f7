'use client';

import { lazy } from 'react';
import { LazyIsland } from '@/components/ui/lazy-island';
// The island's markup is in the HTML before its code loads: its styles go with the page's (tests/e2e/first-paint.spec.ts).
import '@/components/ui/listbox-select.module.css';
import './branch-details.module.css';
import './branch-offices.module.css';

const BranchOffices = lazy(() => import('./branch-offices').then((m) => ({ default: m.BranchOffices })));

/**
 * The footer's branch offices (picker, details, map and dialog), hydrated as
 * they near the viewport: their code and the offices' records stay out of
 * every page's first load (components/ui/lazy-island.tsx).
 */
export function LazyBranchOffices() {
  return <LazyIsland component={BranchOffices} props={{}} />;
}
