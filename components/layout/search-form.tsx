'use client';

import { useId, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { paths } from '@/lib/paths';
import { searchHrefFor } from '@/lib/search-query';
import styles from './search-form.module.css';

/**
 * The header's search box. Without JavaScript the form still submits a GET to
 * /search; with it, blank text is ignored and the query is trimmed.
 */
export function SearchForm({ navigate = defaultNavigate }: { navigate?: (href: string) => void }) {
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const href = searchHrefFor(String(data.get('query') ?? ''));
    if (href) navigate(href);
  }

  return (
    <form role="search" action={paths.search} method="get" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="query"
        placeholder="Search products, models…"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.button} aria-label="Submit search">
        <Search size={16} aria-hidden="true" />
      </button>
    </form>
  );
}

function defaultNavigate(href: string) {
  // A full page load, as the spec asks: the results page reads the URL.
  window.location.assign(href);
}
