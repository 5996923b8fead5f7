'use client';

import { lazy } from 'react';
import { LazyIsland } from '@/components/ui/lazy-island';
import type { WhatsAppLinkProps } from './whatsapp-link';

const WhatsAppLink = lazy(() => import('./whatsapp-link').then((m) => ({ default: m.WhatsAppLink })));

/**
 * "Send on WhatsApp", hydrated as it nears the viewport or a pointer or
 * focus reaches it (components/ui/lazy-island.tsx): until then it is the
 * exported link to the bare number, and its code stays out of the page's
 * first load.
 */
export function WhatsAppLinkIsland(props: WhatsAppLinkProps) {
  return <LazyIsland component={WhatsAppLink} props={props} />;
}
