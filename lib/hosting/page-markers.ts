/**
 * Marks the layout puts on every page for the post-build first-paint step
 * (build/post-export/first-paint.ts) and the tests. A module of their own, so the
 * components that set them carry nothing of the build step.
 */

/** Set on <html> by the layout (HydrationMark) once the page has hydrated, which is after its first paint. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The footer's id: the first paint waits until the parser has reached it. */
export const FIRST_PAINT_UNTIL_ID = 'site-footer';

/**
 * On an <img> or <source> whose one file (src or srcSet, no descriptors) the
 * first-paint step draws into the HTML as a data: URL: a page's largest
 * paint, small enough to ride with the HTML (INLINE_IMAGE_MAX_BYTES). The
 * hydration payload keeps the file's URL; React does not compare attributes
 * when it hydrates, and the file stays in the export.
 */
export const INLINE_IMAGE_ATTRIBUTE = 'data-inline-image';

/**
 * On a page section below the opening: until the page has loaded and gone
 * idle, the browser skips its style, layout and paint while it is away from
 * the viewport (app/globals.css: content-visibility), so the first paint
 * does only the work of the first screen. The loader (build/post-export/first-paint.ts)
 * then takes the mark off one section per idle moment: once laid out, every
 * section has its own height, and a jump to the end of the page lands there.
 * Without JavaScript the sections keep skipping what is out of view.
 */
export const DEFERRED_RENDER_ATTRIBUTE = 'data-deferred-render';

/**
 * On a part of the page that hydrates as soon as its code is in, until and after it is live
 * (`data-island="live"`): an island LazyIsland wakes at once (components/ui/lazy-island.tsx), and
 * a landing's catalogue (components/catalogue/guide/landing-catalogue.tsx).
 */
export const EAGER_ISLAND_ATTRIBUTE = 'data-eager';
