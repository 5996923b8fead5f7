import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProductIllustration } from './product-illustration';
import type { IllustrationSpec } from '@/content/catalogue/illustration';

/**
 * A product illustration as a standalone SVG document, for build-time uses
 * outside React pages (datasheet PDFs, Open Graph images). The id prefix is
 * derived from the content so two different drawings inlined into one
 * document never share gradient ids.
 */
export function renderIllustrationToString(spec: IllustrationSpec, title: string): string {
  return renderToStaticMarkup(createElement(ProductIllustration, { spec, title }), {
    identifierPrefix: `${spec.kind}-${hash(JSON.stringify(spec) + title)}-`,
  });
}

/** FNV-1a, enough to tell drawings apart; not a security boundary. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
