'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, ExternalLink, Mail, MapPin, Phone, X } from 'lucide-react';
import { branches, defaultBranchKey, getBranch, telHref, type Branch, type BranchKey } from '@/content/branches';
import { shouldOpenUpward } from '@/lib/dropdown-placement';
import styles from './branch-offices.module.css';

/** How far ahead of the viewport the map iframe starts loading. */
const MAP_LOAD_MARGIN = '300px';

/**
 * Footer branch offices: a listbox dropdown (New Delhi by default), the chosen
 * office's details, its map, and a detail dialog that opens on each pick.
 * Closing the dialog clears the pick, which shows the head office again.
 */
export function BranchOffices() {
  const [picked, setPicked] = useState<BranchKey | null>(null);
  const branch = getBranch(picked ?? defaultBranchKey);
  const dialogRef = useRef<HTMLDialogElement>(null);

  const pick = useCallback((key: BranchKey) => {
    setPicked(key);
    dialogRef.current?.showModal();
  }, []);

  return (
    <div className={styles.root}>
      <div className={styles.pickerColumn}>
        <BranchSelect value={branch.key} onPick={pick} />
        <BranchDetails branch={branch} headingLevel="h3" />
      </div>
      <BranchMap branch={branch} />
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby="branch-dialog-title"
        onClose={() => setPicked(null)}
      >
        <div className={styles.dialogHeader}>
          <h2 id="branch-dialog-title" className={styles.dialogTitle}>
            {branch.name}
          </h2>
          <span className={styles.kind}>{branch.kind}</span>
        </div>
        <BranchDetails branch={branch} />
        <div className={styles.dialogActions}>
          <a className={styles.mapLinkButton} href={branch.mapLink} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={16} aria-hidden="true" /> Open in maps
          </a>
          <button type="button" className={styles.closeButton} onClick={() => dialogRef.current?.close()}>
            <X size={16} aria-hidden="true" /> Close
          </button>
        </div>
      </dialog>
    </div>
  );
}

function BranchSelect({ value, onPick }: { value: BranchKey; onPick: (key: BranchKey) => void }) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (key: BranchKey) => `${id}-${key}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [upward, setUpward] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const place = useCallback(() => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (rect) setUpward(shouldOpenUpward(window.innerHeight - rect.bottom, branches.length));
  }, []);

  const openList = useCallback(() => {
    setActive(Math.max(0, branches.findIndex((b) => b.key === value)));
    place();
    setOpen(true);
  }, [place, value]);

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
    if (open) document.getElementById(optionId(branches[active]!.key))?.scrollIntoView({ block: 'nearest' });
    // optionId is stable for a given id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, open]);

  function choose(key: BranchKey) {
    close(true);
    onPick(key);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = branches.length - 1;
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
        choose(branches[active]!.key);
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

  const current = branches.find((b) => b.key === value)!;

  return (
    <div ref={rootRef} className={styles.select}>
      <span id={labelId} className={styles.selectLabel}>
        Branch Offices
      </span>
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        className={styles.selectButton}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${id}-button`}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <span>{current.name}</span>
        <ChevronDown size={18} aria-hidden="true" />
      </button>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-labelledby={labelId}
        aria-activedescendant={open ? optionId(branches[active]!.key) : undefined}
        className={styles.list}
        data-placement={upward ? 'up' : 'down'}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {branches.map((b, i) => (
          <li
            key={b.key}
            id={optionId(b.key)}
            role="option"
            aria-selected={b.key === value}
            data-active={i === active || undefined}
            className={styles.option}
            onPointerMove={() => setActive(i)}
            onClick={() => choose(b.key)}
          >
            {b.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

function BranchDetails({ branch, headingLevel }: { branch: Branch; headingLevel?: 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className={styles.details} aria-live={headingLevel ? 'polite' : undefined}>
      {Heading ? <Heading className={styles.detailsTitle}>{branch.name}</Heading> : null}
      <p className={styles.line}>
        <MapPin size={16} aria-hidden="true" />
        <span>{branch.address}</span>
      </p>
      <p className={styles.person}>
        {branch.contactRole}, <span>{branch.designation}</span>
      </p>
      <ul className={styles.phones}>
        {branch.mobiles.map((m) => (
          <li key={m}>
            <a className={styles.line} href={telHref(m)}>
              <Phone size={16} aria-hidden="true" />
              <span>{m}</span>
            </a>
          </li>
        ))}
      </ul>
      <a className={styles.line} href={`mailto:${branch.email}`}>
        <Mail size={16} aria-hidden="true" />
        <span>{branch.email}</span>
      </a>
    </div>
  );
}

function BranchMap({ branch }: { branch: Branch }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = frameRef.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: MAP_LOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={frameRef} className={styles.map} data-loaded={near}>
      {near ? (
        <iframe
          key={branch.key}
          className={styles.mapFrame}
          src={branch.embedUrl}
          title={`Map of ${branch.name}`}
          loading="lazy"
          referrerPolicy="no-referrer"
          tabIndex={-1}
          aria-hidden="true"
        />
      ) : null}
      <a className={styles.mapOverlay} href={branch.mapLink} target="_blank" rel="noopener noreferrer">
        <span className={styles.mapOverlayLabel}>
          <ExternalLink size={14} aria-hidden="true" /> View {branch.name} on the map
        </span>
      </a>
    </div>
  );
}
