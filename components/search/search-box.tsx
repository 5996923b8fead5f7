'use client';

import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Search } from '@/components/ui/icons/search';
import { searchCopy } from '@/content/search';
import { SEARCH_PATH } from '@/content/client-paths';
import { SEARCH_QUERY_PARAM, searchHrefFor } from '@/lib/search/query';
import styles from './search-box.module.css';

interface Props {
  query: string;
  /** Searching in place; without it the form submits a GET to /search. */
  onSearch?: (href: string) => void;
}

/** The results page's own search box, holding the current query. */
export function SearchBox({ query, onSearch }: Props) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // Back and forward change the query under the box; it follows without
  // remounting, so focus stays where the visitor left it.
  useEffect(() => {
    if (inputRef.current && inputRef.current.value !== query) inputRef.current.value = query;
  }, [query]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!onSearch) return;
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get(SEARCH_QUERY_PARAM) ?? '');
    onSearch(searchHrefFor(text, SEARCH_PATH) ?? SEARCH_PATH);
  }

  return (
    <form role="search" aria-label={searchCopy.inputLabel} action={SEARCH_PATH} method="get" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {searchCopy.inputLabel}
      </label>
      <Search className={styles.icon} size={20} aria-hidden="true" />
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="search"
        name={SEARCH_QUERY_PARAM}
        defaultValue={query}
        placeholder={searchCopy.inputPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.button}>
        {searchCopy.submit}
      </button>
    </form>
  );
}
