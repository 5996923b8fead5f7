'use client';

import { lazy } from 'react';
import { LazyIsland } from '@/components/ui/lazy-island';
import type { BranchMapCardProps } from './branch-map-card';

const BranchMapCard = lazy(() => import('./branch-map-card').then((m) => ({ default: m.BranchMapCard })));

/**
 * The contact page's branch card, hydrated as it nears the viewport
 * (components/ui/lazy-island.tsx): the form above it is what a first view
 * needs.
 */
export function BranchMapCardIsland(props: BranchMapCardProps) {
  return <LazyIsland component={BranchMapCard} props={props} eager={namesABranch} />;
}

/** A `?branch=` link hydrates the card at once, so it shows the office the link names. */
function namesABranch(): boolean {
  return new URLSearchParams(window.location.search).has('branch');
}
