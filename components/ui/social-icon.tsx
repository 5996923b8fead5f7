import { siFacebook, siInstagram, siThreads, siWhatsapp, siX, siYoutube } from 'simple-icons';
import type { SocialKind } from '@/content/site';

/*
 * Brand glyphs from simple-icons, rendered on the server as inline SVG (no
 * client JavaScript). simple-icons carries no LinkedIn or marketplace glyph,
 * so those two are drawn here.
 */
const LINKEDIN =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.55h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.05c0-1.2-.02-2.75-1.68-2.75-1.68 0-1.94 1.31-1.94 2.66V21h-4V9.75Z';
const MARKETPLACE =
  'M3 4h18l-1.4 6.2A3 3 0 0 1 16.7 12.5a3 3 0 0 1-2.35-1.13A3 3 0 0 1 12 12.5a3 3 0 0 1-2.35-1.13A3 3 0 0 1 7.3 12.5 3 3 0 0 1 4.4 10.2L3 4Zm2 10.3a4.9 4.9 0 0 0 2.3.7c.86 0 1.67-.22 2.36-.6.7.38 1.5.6 2.34.6.85 0 1.65-.22 2.35-.6.69.38 1.5.6 2.35.6.82 0 1.6-.25 2.3-.7V20a1 1 0 0 1-1 1h-4v-4h-4v4H6a1 1 0 0 1-1-1v-5.7Z';

const paths: Record<SocialKind, string> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  threads: siThreads.path,
  whatsapp: siWhatsapp.path,
  x: siX.path,
  youtube: siYoutube.path,
  linkedin: LINKEDIN,
  marketplace: MARKETPLACE,
};

export function SocialIcon({ kind, size = 16 }: { kind: SocialKind; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={paths[kind]} />
    </svg>
  );
}
