'use client';

import { useCallback, useRef, useState } from 'react';
import { ExternalLink } from '@/components/ui/icons/external-link';
import { X } from '@/components/ui/icons/x';
import { branchOptions, defaultBranchKey, getBranch, type Branch, type BranchKey } from '@/content/branches';
import { ListboxSelect } from '@/components/ui/listbox-select';
import { useNearViewport } from '@/components/hooks/use-near-viewport';
import { osmEmbedUrl, osmPageUrl } from '@/lib/contact/map';
import { BranchDetails } from './branch-details';
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
        <ListboxSelect label="Branch Offices" options={branchOptions} value={branch.key} onChange={pick} />
        <BranchDetails branch={branch} headingLevel="h3" className={styles.details} />
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
        <BranchDetails branch={branch} tone="light" />
        <div className={styles.dialogActions}>
          <a className={styles.mapLinkButton} href={osmPageUrl(branch.lat, branch.lon)} target="_blank" rel="noopener noreferrer">
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

function BranchMap({ branch }: { branch: Branch }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frameRef, MAP_LOAD_MARGIN);

  return (
    <div ref={frameRef} className={styles.map} data-loaded={near}>
      {near ? (
        <iframe
          key={branch.key}
          className={styles.mapFrame}
          src={osmEmbedUrl(branch.lat, branch.lon)}
          title={`Map of ${branch.name}`}
          loading="lazy"
          referrerPolicy="no-referrer"
          tabIndex={-1}
          aria-hidden="true"
        />
      ) : null}
      <a className={styles.mapOverlay} href={osmPageUrl(branch.lat, branch.lon)} target="_blank" rel="noopener noreferrer">
        <span className={styles.mapOverlayLabel}>
          <ExternalLink size={14} aria-hidden="true" /> View {branch.name} on the map
        </span>
      </a>
    </div>
  );
}
