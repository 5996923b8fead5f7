'use client';

import { Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type RefObject } from 'react';
import { useNearViewport } from './use-near-viewport';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

export interface LazyIslandProps<P extends object> {
  /** The interactive component, from React.lazy, so its code is a chunk of its own. */
  component: LazyExoticComponent<ComponentType<P>>;
  props: P;
  /** How far outside the viewport its code starts loading (an IntersectionObserver root margin). */
  margin: string;
  /** Read once after hydration: true hydrates at once (say, when the URL asks for something the island shows). */
  eager?: () => boolean;
}

/**
 * A client component hydrated only as it nears the viewport or takes focus,
 * so its code stays out of the page's first load. The export renders it in
 * full: the HTML carries all of it, with JavaScript or without. Until the
 * code is in, React leaves that HTML as the browser parsed it (an element
 * whose inner HTML React does not own); then it shows the same HTML while
 * the chunk loads, and the live component replaces it with the same markup.
 * A control that had focus keeps it: the same control in the live markup is
 * focused again.
 */
export function LazyIsland<P extends object>({ component: Component, props, margin, eager }: LazyIslandProps<P>) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, margin);
  const [focusedAt, setFocusedAt] = useState<number | null>(null);
  const [asked, setAsked] = useState(false);
  // The exported HTML, read once on hydration, shown as it is while the chunk loads.
  const [html, setHtml] = useState<string | null>(null);
  const eagerRef = useRef(eager);
  useEffect(() => {
    // Reading the DOM React left alone is what this effect is for.
    setHtml(ref.current?.innerHTML ?? '');
    if (eagerRef.current?.()) setAsked(true);
  }, []);

  if (typeof window === 'undefined') {
    return (
      <div ref={ref} className="contents">
        <Component {...props} />
      </div>
    );
  }
  if ((!near && !asked && focusedAt === null) || html === null) {
    return (
      <div
        ref={ref}
        className="contents"
        onFocus={(event) => setFocusedAt([...(ref.current?.querySelectorAll(FOCUSABLE) ?? [])].indexOf(event.target as Element))}
        // React owns no children here, so it keeps the exported HTML through hydration.
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div ref={ref} className="contents">
      <Suspense fallback={<div className="contents" dangerouslySetInnerHTML={{ __html: html }} />}>
        <Component {...props} />
        <RestoreFocus within={ref} index={focusedAt} />
      </Suspense>
    </div>
  );
}

/** Once the live component is in, focuses the control that had focus in the exported HTML. */
function RestoreFocus({ within, index }: { within: RefObject<HTMLDivElement | null>; index: number | null }) {
  useEffect(() => {
    if (index === null || index < 0) return;
    within.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus();
  }, [within, index]);
  return null;
}
