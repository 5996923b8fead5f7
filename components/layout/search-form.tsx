'use client';

import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Search } from '@/components/ui/icons/search';
import type { SearchEngine } from '@/lib/search/engine';
import { loadSuggestEngine } from '@/lib/search/load-engine';
import { SEARCH_QUERY_PARAM, searchHrefFor } from '@/lib/search/query';
import { Highlighted } from '@/components/search/highlighted';
import styles from './search-form.module.css';

interface Props {
  /** Where the form submits without JavaScript: the search page. */
  action: string;
  navigate?: (href: string) => void;
  loadEngine?: () => Promise<SearchEngine>;
}

/**
 * The header's search box, a combobox (WAI-ARIA 1.2 pattern) that offers up
 * to six suggestions while typing. The engine and the suggestion stage of the
 * index (/search-suggest.json, names and model numbers) load on first focus,
 * so pages carry none of it until someone searches. Without JavaScript the
 * form still submits a GET to /search; with it, blank text is ignored and the
 * query is trimmed.
 */
export function SearchForm({ action, navigate = defaultNavigate, loadEngine = loadSuggestEngine }: Props) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const suggestions = useMemo(() => (engine && text.trim() ? engine.suggest(text) : []), [engine, text]);
  const expanded = open && suggestions.length > 0;

  function load() {
    if (engine) return;
    loadEngine().then(
      (loaded) => {
        setEngine(loaded);
        setActive(-1);
      },
      () => {
        // Suggestions are an extra: without them the box still submits to /search.
      },
    );
  }

  function go(index: number) {
    const target = suggestions[index];
    if (!target) return;
    setOpen(false);
    navigate(target.url);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (expanded && active >= 0) return go(active);
    const href = searchHrefFor(text, action);
    if (href) navigate(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const n = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (n === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (active + 1) % n : 0);
        break;
      case 'ArrowUp':
        if (n === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded && active > 0 ? active - 1 : n - 1);
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault();
          go(active);
        }
        break;
    }
  }

  return (
    <form role="search" action={action} method="get" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name={SEARCH_QUERY_PARAM}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder="Search products, models…"
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.button} aria-label="Submit search">
        <Search size={16} aria-hidden="true" />
      </button>
      <ul id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!expanded}>
        {suggestions.map((s, i) => (
          <li
            key={s.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            // Keeps focus in the box, so the list is still there when the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(i)}
            onMouseMove={() => setActive(i)}
          >
            <span className={styles.optionTitle}>
              <Highlighted segments={s.title} />
            </span>
            {/* An office found for a place says how far it is, in place of its section's name. */}
            <span className={styles.optionGroup}>{s.note ?? s.group}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}

function defaultNavigate(href: string) {
  // A full page load, as the spec asks: the results page reads the URL.
  window.location.assign(href);
}
