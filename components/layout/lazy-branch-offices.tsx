// The island's markup is in the HTML before its code (components/ui/lazy-island.tsx): its styles go with the
// page's, imported here, in a server component, so they ship no class maps to the client and whoever renders
// the island imports nothing for it (tests/e2e/first-paint.spec.ts finds a class left out).
import '@/components/ui/listbox-select.module.css';
import './branch-details.module.css';
import './branch-offices.module.css';
import { BranchOfficesIsland } from './branch-offices-island';

/** The footer's branch offices, hydrated as they near the viewport, with their styles in the page's first paint. */
export function LazyBranchOffices() {
  return <BranchOfficesIsland />;
}
