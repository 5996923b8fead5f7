'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useBrowserValue } from '@/components/hooks/use-browser-value';
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { fieldKitPage as words } from '@/content/field-kit';
import { formatMoment } from '@/lib/format/dates';
import { formatBytes, formatBytesOf } from '@/lib/format/bytes';
import { choiceSize, groupFromHash, KIT_EVERYTHING, kitChoiceId, kitStatus, planSave, type SavePlan } from '@/lib/offline/choice';
import type { FieldKitManifest } from '@/lib/offline/kit';
import { useFieldKit } from './use-field-kit';
import styles from './field-kit.module.css';

/** One thing a technician can choose to keep; the everything choice comes first. */
export interface KitChoice {
  key: string;
  label: string;
  summary: string;
}

export interface FieldKitProps {
  choices: readonly KitChoice[];
}

/**
 * /field-kit's controls: choose groups and see their size, save them for
 * use without signal with a progress bar and Cancel, then see what is
 * saved, update it when the site has changed, or remove it. Sizes come from
 * field-kit.json, fetched as the page runs.
 */
export function FieldKit({ choices }: FieldKitProps) {
  const kit = useFieldKit();
  // A product page's "Keep offline" link chooses its family (/field-kit#kit-deviser) until the visitor chooses.
  const linked = useBrowserValue(() => groupFromHash(window.location.hash), null, 'hashchange');
  const [touched, setChosen] = useState<ReadonlySet<string> | null>(null);
  const chosen = touched ?? new Set(linked && choices.some((c) => c.key === linked) ? (linked === KIT_EVERYTHING ? choices.map((c) => c.key) : [linked]) : []);
  const everythingRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const savedHeadingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  const manifest = typeof kit.manifest === 'object' ? kit.manifest : null;
  const groups = choices.filter((c) => c.key !== KIT_EVERYTHING);
  const everything = choices.find((c) => c.key === KIT_EVERYTHING);
  const savedKeys = new Set(kit.saved?.groups.includes(KIT_EVERYTHING) ? groups.map((g) => g.key) : (kit.saved?.groups ?? []));
  const isChecked = (key: string) => savedKeys.has(key) || chosen.has(key);
  const allChecked = groups.every((g) => isChecked(g.key));
  const someChecked = groups.some((g) => isChecked(g.key));
  const busy = kit.phase === 'busy';
  // Everything chosen is saved as everything, so an update brings a group the site adds later.
  const planKeys = allChecked && chosen.size > 0 ? [KIT_EVERYTHING] : [...chosen];
  const plan = manifest ? planSave(manifest, planKeys, kit.saved) : null;
  const saving = busy && kit.progress !== null;

  useEffect(() => {
    if (everythingRef.current) everythingRef.current.indeterminate = someChecked && !allChecked;
  }, [someChecked, allChecked]);

  // Save and Update are disabled while the kit downloads: Cancel takes the focus they had.
  useEffect(() => {
    if (saving) cancelRef.current?.focus();
  }, [saving]);

  // Once the controls are enabled again: the saved kit after a save, an update or a removal; Save after a save stopped or refused.
  useEffect(() => {
    if (!kit.finished) return;
    const toSaved = kit.finished.outcome === 'done' || kit.finished.action !== 'save';
    (toSaved ? savedHeadingRef : saveRef).current?.focus();
  }, [kit.finished]);

  if (kit.environment === 'unsupported') {
    return (
      <p className={styles.notice} data-tone="problem" role="status">
        {words.unsupported}
      </p>
    );
  }

  const toggle = (key: string, on: boolean) => {
    if (key === KIT_EVERYTHING) {
      setChosen(new Set(on ? groups.map((g) => g.key).filter((k) => !savedKeys.has(k)) : []));
      return;
    }
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    setChosen(next);
  };

  /** Saves the keys, or updates the saved kit for none; a saved choice is cleared. */
  const run = async (keys: readonly string[]) => {
    if ((await kit.save(keys)) === 'done') setChosen(new Set());
  };

  const whole = manifest ? choiceSize(manifest, [KIT_EVERYTHING]) : null;
  const sizeOf = (key: string) => (manifest ? choiceSize(manifest, [key]) : null);

  return (
    <div className={styles.kit}>
      <section className={styles.choose} aria-labelledby={`${id}-choose`}>
        <h2 id={`${id}-choose`}>{words.chooseTitle}</h2>
        <p className={styles.whole}>{whole ? words.wholeKit(formatBytes(whole.bytes)) : kit.manifest === 'failed' ? words.loadFailed : words.loading}</p>
        <fieldset className={styles.choices} disabled={!manifest || busy}>
          <legend className="visually-hidden">{words.chooseLegend}</legend>
          {[everything, ...groups].map((choice) => {
            if (!choice) return null;
            const isEverything = choice.key === KIT_EVERYTHING;
            const checked = isEverything ? allChecked : isChecked(choice.key);
            const size = sizeOf(choice.key);
            const saved = isEverything ? groups.every((g) => savedKeys.has(g.key)) : savedKeys.has(choice.key);
            return (
              <div key={choice.key} id={kitChoiceId(choice.key)} className={styles.choice} data-everything={isEverything || undefined}>
                <input
                  ref={isEverything ? everythingRef : undefined}
                  type="checkbox"
                  id={`${id}-${choice.key}`}
                  checked={checked}
                  disabled={saved}
                  onChange={(event) => toggle(choice.key, event.target.checked)}
                  aria-describedby={`${id}-${choice.key}-about`}
                />
                <label htmlFor={`${id}-${choice.key}`} className={styles.label}>
                  {choice.label}
                </label>
                <span className={styles.size}>
                  {size ? words.groupSize(formatBytes(size.bytes), size.files) : words.groupSizeUnknown}
                  {saved ? <span className={styles.badge}>{words.groupSaved}</span> : null}
                </span>
                <p id={`${id}-${choice.key}-about`} className={styles.summary}>
                  {choice.summary}
                </p>
              </div>
            );
          })}
        </fieldset>
        <p className={styles.total} aria-live="polite">
          {plan ? choiceLine(planKeys, plan) : null}
        </p>
        <ButtonRow>
          <Button
            ref={saveRef}
            variant="primary"
            onClick={() => void run(planKeys)}
            disabled={!plan || busy || chosen.size === 0 || (plan.download.length === 0 && plan.drop.length === 0)}
          >
            {words.save}
          </Button>
        </ButtonRow>
        {kit.progress ? (
          <div className={styles.progress}>
            <label htmlFor={`${id}-progress`}>{progressLabel(kit.progress.update, saving)}</label>
            <progress id={`${id}-progress`} max={Math.max(1, kit.progress.total.bytes)} value={kit.progress.done.bytes} aria-describedby={`${id}-progress-text`} />
            <p id={`${id}-progress-text`} className={styles.progressText}>
              {words.progress(formatBytesOf(kit.progress.done.bytes, kit.progress.total.bytes), kit.progress.done.files, kit.progress.total.files)}
            </p>
            {saving ? (
              <Button ref={cancelRef} variant="secondary" onClick={kit.cancel}>
                {words.cancel}
              </Button>
            ) : null}
          </div>
        ) : null}
        <div role="status" className={styles.status}>
          {kit.notice ? (
            <p className={styles.notice} data-tone={kit.notice.tone}>
              {kit.notice.text}
              {kit.notice.note ? <span className={styles.note}>{kit.notice.note}</span> : null}
            </p>
          ) : busy && !kit.progress ? (
            <p className={styles.notice}>{words.checkingRoom}</p>
          ) : null}
        </div>
      </section>

      <section className={styles.saved} aria-labelledby={`${id}-saved`}>
        <h2 id={`${id}-saved`} ref={savedHeadingRef} tabIndex={-1}>
          {words.savedTitle}
        </h2>
        {kit.saved ? (
          <SavedKitView
            saved={kit.saved}
            missing={kit.missing}
            manifest={manifest}
            labels={new Map(choices.map((c) => [c.key, c.label]))}
            busy={busy}
            onUpdate={() => void run([])}
            onRemove={() => void kit.remove()}
          />
        ) : (
          <p className={styles.empty}>{kit.environment === 'ready' && kit.manifest !== null ? words.savedNothing : words.loading}</p>
        )}
      </section>
    </div>
  );
}

/** The bar's name: what it is doing, then what it did (the last save's bar stays until the next action). */
function progressLabel(update: boolean, running: boolean): string {
  if (running) return update ? words.updateProgressLabel : words.progressLabel;
  return update ? words.updateDoneLabel : words.progressDoneLabel;
}

/** The live line under the choices: what the kit holds once they are saved, and how much of it is new. */
function choiceLine(keys: readonly string[], plan: SavePlan): string {
  if (keys.length === 0) return words.choiceNone;
  const line = words.choiceTotal(formatBytes(plan.totalBytes), plan.files.length);
  if (plan.download.length === 0) return `${line} ${words.choiceNothingNew}`;
  return plan.downloadBytes < plan.totalBytes ? `${line} ${words.choiceToDownload(formatBytes(plan.downloadBytes))}` : line;
}

interface SavedKitViewProps {
  saved: NonNullable<ReturnType<typeof useFieldKit>['saved']>;
  missing: number;
  manifest: FieldKitManifest | null;
  labels: ReadonlyMap<string, string>;
  busy: boolean;
  onUpdate: () => void;
  onRemove: () => void;
}

function SavedKitView({ saved, missing, manifest, labels, busy, onUpdate, onRemove }: SavedKitViewProps) {
  const status = manifest ? kitStatus(saved, manifest) : null;
  const removeHint = useId();
  return (
    <>
      <ul className={styles.savedList}>
        {saved.groups.map((key) => {
          const size = manifest && manifest.groups.some((g) => g.key === key) ? choiceSize(manifest, [key]) : null;
          return (
            <li key={key}>
              <span className={styles.label}>{labels.get(key) ?? key}</span>
              {size ? <span className={styles.size}>{formatBytes(size.bytes)}</span> : null}
            </li>
          );
        })}
      </ul>
      <p className={styles.savedMeta}>
        {words.savedWhen(formatMoment(saved.savedAt))} · {words.savedSize(formatBytes(saved.bytes), Object.keys(saved.files).length)}
      </p>
      {missing > 0 ? <p className={styles.notice} data-tone="problem">{words.savedMissing(missing)}</p> : null}
      {status ? (
        <p className={styles.freshness} data-outdated={status.outdated || undefined}>
          {status.outdated ? words.outOfDate(status.changed.length, status.gone.length, formatBytes(status.changedBytes)) : words.upToDate}
        </p>
      ) : null}
      <ButtonRow>
        {status?.outdated ? (
          <Button variant="primary" onClick={onUpdate} disabled={busy}>
            {words.update}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onRemove} disabled={busy} aria-describedby={removeHint}>
          {words.remove}
        </Button>
      </ButtonRow>
      <p id={removeHint} className={styles.hint}>
        {words.removeHint}
      </p>
    </>
  );
}
