// The island's markup is in the HTML before its code (components/ui/lazy-island.tsx): its styles go with the
// page's, imported here, in a server component (tests/e2e/first-paint.spec.ts finds a class left out).
import './whatsapp-link.module.css';
import '@/components/ui/button.module.css';
import type { WhatsAppLinkProps } from './whatsapp-link';
import { WhatsAppLinkIsland } from './whatsapp-link-island';

/** "Send on WhatsApp" with the enquiry list, hydrated as it nears the viewport, with its styles in the page's first paint. */
export function LazyWhatsAppLink(props: WhatsAppLinkProps) {
  return <WhatsAppLinkIsland {...props} />;
}
