'use client';

import {
  Component as ReactComponent,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type LazyExoticComponent,
  type ReactNode,
  type RefObject,
} from 'react';
import { EAGER_ISLAND_ATTRIBUTE } from '@/lib/hosting/page-markers';
import { useNearViewport } from '../hooks/use-near-viewport';

/** How far below the viewport an island starts loading its code, unless it says otherwise. */
export const LAZY_ISLAND_MARGIN = '600px';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

export interface LazyIslandProps<P extends object> {
  /** The interactive component, from React.lazy, so its code is a chunk of its own. */
  component: LazyExoticComponent<ComponentType<P>>;
  props: P;
  /** How far outside the viewport its code starts loading (an IntersectionObserver root margin). */
  margin?: string;
  /** Read once after hydration: true hydrates at once (say, when the URL asks for something the island shows). */
  eager?: () => boolean;
}

/**
 * A client component hydrated only as it nears the viewport, or as a pointer
 * comes over it or a control in it takes focus, so its code stays out of the
 * page's first load and arrives before the click that needs it. The export
 * renders it in full: the HTML carries all of it, with JavaScript or
 * without. Until the code is in, React leaves that HTML as the browser
 * parsed it (an element whose inner HTML React does not own); then it shows
 * the same HTML while the chunk loads, and the live component replaces it
 * with the same markup (`data-island` goes from "waiting" to "live"). A
 * control that had focus keeps it: the same control in the live markup is
 * focused again. The HTML paints before the chunk and its stylesheet load,
 * so each island comes as two files: `<name>-island.tsx`, the client file
 * that calls LazyIsland, and `lazy-<name>.tsx`, a server component that
 * imports the component's style modules and renders it. Whoever renders
 * the island imports the second and nothing else; its styles are in the
 * page's own stylesheets (tests/e2e/first-paint.spec.ts finds a class left out).
 * Where the chunk cannot load (offline, say), the island keeps its exported
 * HTML, marked `data-island="failed"`, and the rest of the page lives on.
 */
export function LazyIsland<P extends object>({ component: Component, props, margin = LAZY_ISLAND_MARGIN, eager }: LazyIslandProps<P>) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, margin);
  const [focusedAt, setFocusedAt] = useState<number | null>(null);
  const [asked, setAsked] = useState(false);
  const wake = () => setAsked(true);
  // Which control has focus, by its place among the island's controls, while the live one is not in yet.
  const focusHandlers = {
    onFocus: (event: FocusEvent) => {
      setAsked(true);
      setFocusedAt([...(ref.current?.querySelectorAll(FOCUSABLE) ?? [])].indexOf(event.target as Element));
    },
    onBlur: (event: FocusEvent) => {
      if (!ref.current?.contains(event.relatedTarget as Node | null)) setFocusedAt(null);
    },
  };
  // The exported HTML, read once on hydration, shown as it is while the chunk loads.
  const [html, setHtml] = useState<string | null>(null);
  const eagerRef = useRef(eager);
  useEffect(() => {
    // Reading the DOM React left alone is what this effect is for.
    setHtml(ref.current?.innerHTML ?? '');
    if (eagerRef.current?.()) {
      setAsked(true);
      // Marks an island the page wakes at once, so whoever waits for the page to be ready (the end-to-end tests) can wait for it too.
      ref.current?.setAttribute(EAGER_ISLAND_ATTRIBUTE, '');
    }
  }, []);

  if (typeof window === 'undefined') {
    return (
      <div ref={ref} className="contents" data-island="waiting">
        <Component {...props} />
      </div>
    );
  }
  if ((!near && !asked) || html === null) {
    return (
      <div
        ref={ref}
        className="contents"
        data-island="waiting"
        onPointerOver={wake}
        onTouchStart={wake}
        {...focusHandlers}
        // React owns no children here, so it keeps the exported HTML through hydration.
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div ref={ref} className="contents" data-island="loading" {...focusHandlers}>
      <KeepExportedHtml html={html} within={ref}>
        <Suspense fallback={<div className="contents" dangerouslySetInnerHTML={{ __html: html }} />}>
          <Component {...props} />
          <Live within={ref} focusAt={focusedAt} />
        </Suspense>
      </KeepExportedHtml>
    </div>
  );
}

/** Once the live component is in: marks the island live and focuses the control that had focus in the exported HTML. */
function Live({ within, focusAt }: { within: RefObject<HTMLDivElement | null>; focusAt: number | null }) {
  // Where focus was when the live markup arrived; later focus moves are the visitor's own.
  const [atMount] = useState(focusAt);
  useEffect(() => {
    within.current?.setAttribute('data-island', 'live');
    if (atMount === null || atMount < 0) return;
    within.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[atMount]?.focus();
  }, [within, atMount]);
  return null;
}

interface KeepExportedHtmlProps {
  html: string;
  within: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * An island whose chunk fails to load would otherwise take the whole page
 * down with it (React unmounts the root, and the visitor loses what they
 * typed elsewhere on it). It shows the exported HTML instead, as it stood
 * before the code was asked for; React.lazy keeps the failure, so the
 * island stays static until the page loads again.
 */
class KeepExportedHtml extends ReactComponent<KeepExportedHtmlProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.within.current?.setAttribute('data-island', 'failed');
  }

  render() {
    return this.state.failed ? <div className="contents" dangerouslySetInnerHTML={{ __html: this.props.html }} /> : this.props.children;
  }
}
