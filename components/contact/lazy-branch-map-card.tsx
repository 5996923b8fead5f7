'use client';

import { lazy } from 'react';
import { LazyIsland } from '@/components/ui/lazy-island';
import type { BranchMapCardProps } from './branch-map-card';

const BranchMapCard = lazy(() => import('./branch-map-card').then((m) => ({ default: m.BranchMapCard })));

/** How far below the viewport the contact page's branch card starts loading its code. */
export const BRANCH_MAP_CARD_HYDRATE_MARGIN = '600px';

/**
 * The contact page's branch card, hydrated as it nears the viewport
 * (components/ui/lazy-island.tsx): the form above it is what a first view
 * needs.
 */
export function LazyBranchMapCard(props: BranchMapCardProps) {
  return <LazyIsland component={BranchMapCard} props={props} margin={BRANCH_MAP_CARD_HYDRATE_MARGIN} eager={namesABranch} />;
}

/** A `?branch=` link hydrates the card at once, so it shows the office the link names. */
function namesABranch(): boolean {
  return new URLSearchParams(window.location.search).has('branch');
}
