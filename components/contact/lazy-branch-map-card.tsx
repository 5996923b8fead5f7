// The island's markup is in the HTML before its code (components/ui/lazy-island.tsx): its styles go with the
// page's, imported here, in a server component, so they ship no class maps to the client and whoever renders
// the island imports nothing for it (tests/e2e/first-paint.spec.ts finds a class left out).
import './branch-map-card.module.css';
import '@/components/layout/branch-details.module.css';
import '@/components/ui/listbox-select.module.css';
import type { BranchMapCardProps } from './branch-map-card';
import { BranchMapCardIsland } from './branch-map-card-island';

/** The contact page's branch card, hydrated as it nears the viewport, with its styles in the page's first paint. */
export function LazyBranchMapCard(props: BranchMapCardProps) {
  return <BranchMapCardIsland {...props} />;
}
