'use client';

import { useRef, useState, useSyncExternalStore } from 'react';
import { ExternalLink } from '@/components/ui/icons/external-link';
import { branchFromSearch, branchOptions, defaultBranchKey, getBranch, type BranchKey } from '@/content/branches';
import { BranchDetails } from '@/components/layout/branch-details';
import { ListboxSelect } from '@/components/ui/listbox-select';
import { useNearViewport } from '@/components/hooks/use-near-viewport';
import { osmEmbedUrl, osmPageUrl } from '@/lib/contact/map';
import styles from './branch-map-card.module.css';

export interface BranchMapCardProps {
  title: string;
  pickerLabel: string;
  openMapLabel: string;
}

/** How far ahead of the viewport the map starts loading. */
const MAP_LOAD_MARGIN = '300px';

// The query never changes while the page is open (picking a branch does not rewrite it), so there is nothing to subscribe to.
const noSubscription = () => () => {};
const clientSearch = () => window.location.search;
const serverSearch = () => '';

/**
 * The contact page's branch card: a dropdown of the offices (New Delhi by
 * default, or the one `?branch=<key>` names), and the chosen office's name,
 * details and OpenStreetMap embed (bbox lat/lon ± 0.01° with a marker).
 * The embed, a page from another site, loads as the card nears the viewport,
 * never with the page's first paint; without JavaScript the page carries it
 * in <noscript>, lazily loaded, as before.
 */
export function BranchMapCard({ title, pickerLabel, openMapLabel }: BranchMapCardProps) {
  const search = useSyncExternalStore(noSubscription, clientSearch, serverSearch);
  const [picked, setPicked] = useState<BranchKey | null>(null);
  const branch = getBranch(picked ?? branchFromSearch(search) ?? defaultBranchKey);
  const mapRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(mapRef, MAP_LOAD_MARGIN);
  const frame = (
    <iframe
      className={styles.frame}
      src={osmEmbedUrl(branch.lat, branch.lon)}
      title={`Map of ${branch.name}`}
      loading="lazy"
      referrerPolicy="no-referrer"
    />
  );

  return (
    <section className={styles.card} aria-labelledby="branch-card-title">
      <h2 id="branch-card-title" className={styles.title}>
        {title}
      </h2>
      <ListboxSelect
        label={pickerLabel}
        options={branchOptions}
        value={branch.key}
        onChange={setPicked}
        tone="light"
        className={styles.picker}
      />
      <div className={styles.body}>
        <div className={styles.details}>
          <p className={styles.kind}>{branch.kind}</p>
          <BranchDetails branch={branch} headingLevel="h3" tone="light" />
          <a className={styles.mapLink} href={osmPageUrl(branch.lat, branch.lon)} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={16} aria-hidden="true" />
            {openMapLabel}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
        <div ref={mapRef} className={styles.map}>
          {near ? frame : <noscript>{frame}</noscript>}
        </div>
      </div>
    </section>
  );
}
