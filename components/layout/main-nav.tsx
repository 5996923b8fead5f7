'use client';

import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import { useEffect, useReducer, useRef } from 'react';
import { ChevronDown } from '@/components/ui/icons/chevron-down';
import { Menu } from '@/components/ui/icons/menu';
import { X } from '@/components/ui/icons/x';
import { COLLAPSED_MEDIA_QUERY } from '@/lib/nav/layout';
import type { NavEntryLink, NavLinkEntry, NavMenuEntry } from '@/lib/nav/links';
import { initialNavState, navReducer } from '@/lib/nav/state';
import styles from './main-nav.module.css';

const MENU_ID = 'site-menu';

/**
 * Main navigation: full bar on wide screens, a burger menu in collapsed mode
 * (the CSS module decides which shows, so there is no flash before hydration).
 */
export function MainNav({ entries, cta }: { entries: readonly NavEntryLink[]; cta: NavLinkEntry }) {
  const pathname = usePathname();
  const [state, dispatch] = useReducer(navReducer, initialNavState);
  const rootRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const dropdownButtons = useRef(new Map<NavMenuEntry['id'], HTMLButtonElement>());
  const restoreFocus = useRef(false);

  // A route change closes everything.
  useEffect(() => {
    dispatch({ type: 'close-all' });
  }, [pathname]);

  // Outside click or touch, and Escape.
  useEffect(() => {
    if (!state.menuOpen && !state.openDropdown) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dispatch({ type: 'close-all' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (state.openDropdown) {
        dropdownButtons.current.get(state.openDropdown)?.focus();
        dispatch({ type: 'close-dropdowns' });
      } else {
        restoreFocus.current = true;
        dispatch({ type: 'close-menu' });
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [state.menuOpen, state.openDropdown]);

  // Growing to the wide layout closes the burger menu.
  useEffect(() => {
    const query = window.matchMedia(COLLAPSED_MEDIA_QUERY);
    const onChange = () => {
      if (!query.matches) dispatch({ type: 'close-menu' });
    };
    // Some engines skip media-query change events under emulated resizes; resize covers them.
    query.addEventListener('change', onChange);
    window.addEventListener('resize', onChange);
    return () => {
      query.removeEventListener('change', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, []);

  // Lock page scrolling while the menu is open; move focus in and back out.
  useEffect(() => {
    if (state.menuOpen) {
      document.body.dataset.scrollLocked = 'true';
      panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
      return () => {
        delete document.body.dataset.scrollLocked;
      };
    }
    if (restoreFocus.current) {
      restoreFocus.current = false;
      menuButtonRef.current?.focus();
    }
    return undefined;
  }, [state.menuOpen]);

  const isCurrent = (href: string) => pathname === href;

  return (
    <nav ref={rootRef} aria-label="Main" className={styles.nav} data-open={state.menuOpen}>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={state.menuOpen}
        aria-controls={MENU_ID}
        onClick={() => {
          restoreFocus.current = state.menuOpen;
          dispatch({ type: 'toggle-menu' });
        }}
      >
        {state.menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
        <span>Menu</span>
      </button>

      <div id={MENU_ID} ref={panelRef} className={styles.panel}>
        <ul className={styles.list}>
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.label}>
                <SiteLink className={styles.link} href={entry.href} aria-current={isCurrent(entry.href) ? 'page' : undefined}>
                  {entry.label}
                </SiteLink>
              </li>
            ) : (
              <Dropdown
                key={entry.id}
                menu={entry}
                open={state.openDropdown === entry.id}
                onToggle={() => dispatch({ type: 'toggle-dropdown', id: entry.id })}
                isCurrent={isCurrent}
                buttonRef={(el) => {
                  if (el) dropdownButtons.current.set(entry.id, el);
                  else dropdownButtons.current.delete(entry.id);
                }}
              />
            ),
          )}
        </ul>
        <SiteLink className={styles.cta} href={cta.href} aria-current={isCurrent(cta.href) ? 'page' : undefined}>
          {cta.label}
        </SiteLink>
      </div>
    </nav>
  );
}

function Dropdown({
  menu,
  open,
  onToggle,
  isCurrent,
  buttonRef,
}: {
  menu: NavMenuEntry;
  open: boolean;
  onToggle: () => void;
  isCurrent: (href: string) => boolean;
  buttonRef: (el: HTMLButtonElement | null) => void;
}) {
  const panelId = `nav-${menu.id}`;
  const active = menu.items.some((item) => isCurrent(item.href));
  return (
    <li className={styles.dropdown} data-open={open}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={onToggle}
      >
        {menu.label}
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={panelId} className={styles.dropdownPanel} hidden={!open}>
        {menu.items.map((item) => (
          <li key={item.href}>
            <SiteLink className={styles.dropdownLink} href={item.href} aria-current={isCurrent(item.href) ? 'page' : undefined}>
              <span className={styles.itemLabel}>
                {item.collapsedLabel ? (
                  <>
                    <span className={styles.wideOnly}>{item.label}</span>
                    <span className={styles.collapsedOnly}>{item.collapsedLabel}</span>
                  </>
                ) : (
                  item.label
                )}
              </span>
              <span className={styles.itemHint}>{item.hint}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
