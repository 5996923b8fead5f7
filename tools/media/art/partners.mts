/**
 * Partner wordmarks: each partner's name set plainly in one neutral style.
 * Deliberately not their logos (no marks, colours or letterforms of theirs);
 * the company swaps in official artwork under the partners' terms.
 */
import { c, svg, text } from '../../../scripts/lib/art-kit.mjs';

const W = 640;
const H = 200;
const ink = c['ink'];
const muted = c['ink-muted'];

function wordmark(main: string, sub: string | undefined, { size = 62, spacing = 4 }: { size?: number; spacing?: number } = {}): string {
  const body = sub === undefined
    ? [text(W / 2, H / 2 + size * 0.36, main, { size, fill: ink, anchor: 'middle', spacing })]
    : [
        text(W / 2, H / 2 + 4, main, { size, fill: ink, anchor: 'middle', spacing }),
        `<rect x="${W / 2 - 24}" y="${H / 2 + 22}" width="48" height="3" rx="1.5" fill="${muted}" opacity="0.6"/>`,
        text(W / 2, H / 2 + 62, sub, { size: 22, weight: 400, fill: muted, anchor: 'middle', spacing: 7 }),
      ];
  return svg(W, H, [], body);
}

export function partners(): Record<string, string> {
  return {
    'sumitomo-electric': wordmark('SUMITOMO', 'ELECTRIC', { size: 58, spacing: 6 }),
    deviser: wordmark('DEVISER', undefined, { size: 68, spacing: 10 }),
    'spec-technology': wordmark('SPEC', 'TECHNOLOGY', { size: 64, spacing: 8 }),
    'invas-technologies': wordmark('INVAS', 'TECHNOLOGIES', { size: 64, spacing: 8 }),
  };
}
