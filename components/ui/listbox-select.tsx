'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from '@/components/ui/icons/chevron-down';
import { shouldOpenUpward } from '@/components/ui/dropdown-placement';
import styles from './listbox-select.module.css';
import { withClass } from '@/components/ui/class-names';

export interface ListboxOption<V extends string> {
  value: V;
  label: string;
}

export interface ListboxSelectProps<V extends string> {
  /** Visible label; it names both the button and the list. */
  label: string;
  options: readonly ListboxOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** 'dark' on the navy footer, 'light' on white cards. */
  tone?: 'dark' | 'light';
  className?: string;
}

/**
 * A select-only combobox built as a button and a listbox (spec 2.3's custom
 * dropdown): 200 px tall at most, opening upward when the room below is under
 * the list's estimated height, recomputed on resize and scroll while open.
 * It closes on an outside click, Escape or Tab; arrows, Home and End move,
 * Enter or Space pick. A native <select> cannot drop upward on request or
 * carry the 40 px rows, hence the custom widget.
 */
export function ListboxSelect<V extends string>({
  label,
  options,
  value,
  onChange,
  tone = 'dark',
  className,
}: ListboxSelectProps<V>) {
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [upward, setUpward] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );

  const place = useCallback(() => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (rect) setUpward(shouldOpenUpward(window.innerHeight - rect.bottom, options.length));
  }, [options.length]);

  const openList = useCallback(() => {
    setActive(selectedIndex);
    place();
    setOpen(true);
  }, [place, selectedIndex]);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, place, close]);

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on the stable useId value
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, open]);

  function choose(index: number) {
    const option = options[index];
    close(true);
    if (option) onChange(option.value);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => Math.min(last, i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(0, i - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(last);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(active);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  return (
    <div
      ref={rootRef}
      className={withClass(styles.select, className)}
      data-tone={tone}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${buttonId}`}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <span>{options[selectedIndex]?.label}</span>
        <ChevronDown size={18} aria-hidden="true" />
      </button>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-labelledby={labelId}
        aria-activedescendant={open ? optionId(active) : undefined}
        className={styles.list}
        data-placement={upward ? 'up' : 'down'}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {options.map((option, i) => (
          <li
            key={option.value}
            id={optionId(i)}
            role="option"
            aria-selected={option.value === value}
            data-active={i === active || undefined}
            className={styles.option}
            onPointerMove={() => setActive(i)}
            onClick={() => choose(i)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
