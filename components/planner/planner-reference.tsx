import { getProduct, getProducts } from '@/content/catalogue';
import { ponRecords } from '@/content/catalogue/pon';
import { isPublished, oltModules, opticsText, type OltModuleOptics, type PortOptics } from '@/content/catalogue/pon/optics';
import { noteOf } from '@/content/catalogue/quantity';
import {
  catvReceiver,
  catvWavelength,
  fibreAttenuation,
  jointLosses,
  leastConnectorLoss,
  leastSplitterLoss,
  linkProducts,
  opticsClassBudgets,
  otdrHeadroom,
  plannerPage,
  plannerSources,
  ponReachLimits,
  ponTypeLabels,
  splitRatios,
  splitterLosses,
  type PlannerSourceKey,
  type PonType,
} from '@/content/planner';
import { leastSpliceLossDb } from '@/lib/planner/catalogue';
import type { PlannerContext } from '@/lib/planner/plan';
import { db } from './planner-fields';
import styles from './planner.module.css';

const sourceKeys = Object.keys(plannerSources) as PlannerSourceKey[];
const cite = (key: PlannerSourceKey) => (
  <a href={`#source-${key}`} className={styles.cite}>
    [{sourceKeys.indexOf(key) + 1}]
  </a>
);

const attenuationRows = Object.keys(fibreAttenuation.most)
  .map(Number)
  .sort((a, b) => a - b) as (keyof typeof fibreAttenuation.most)[];

interface OpticsRow {
  who: string;
  /** The classes the row stands for: one, or several modules with the same figures. */
  classes: string[];
  ponType: PonType;
  optics: PortOptics;
}

const FIGURES = [
  ['transmitDbm', 'Launch power', 'dBm'],
  ['sensitivityDbm', 'Sensitivity', 'dBm'],
  ['overloadDbm', 'Overload', 'dBm'],
  ['reachKm', 'Reach', 'km'],
] as const;

/** A list in words: 'PX20, PX20+ and PX20++'. */
const listed = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * Every end's optics: the OLT modules and the ONTs, each kind grouped where
 * every figure and its source are the same (the PX20 to PX20+++ modules, the
 * ONTs that share one optics sheet), so the table reads by difference.
 */
function opticsRows(): OpticsRow[] {
  const group = (entries: { name: string; ponType: PonType; optics: PortOptics }[], who: (names: string[], classes: string[]) => string) => {
    const groups = new Map<string, { names: string[]; classes: string[]; ponType: PonType; optics: PortOptics }>();
    for (const { name, ponType, optics } of entries) {
      const { class: opticsClass, ...figures } = optics;
      const id = `${ponType}|${JSON.stringify({ ...figures, product: undefined })}`;
      const found = groups.get(id);
      if (found) {
        found.names.push(name);
        if (!found.classes.includes(opticsClass)) found.classes.push(opticsClass);
      } else groups.set(id, { names: [name], classes: [opticsClass], ponType, optics });
    }
    return [...groups.values()].map((g) => ({ who: who(g.names, g.classes), classes: g.classes, ponType: g.ponType, optics: g.optics }));
  };
  const modules = group(
    (Object.values(oltModules) as OltModuleOptics[]).map((m) => ({ name: m.class, ponType: m.ponType, optics: m })),
    (names) => `${listed(names)} module${names.length === 1 ? '' : 's'}`,
  );
  const onts: { name: string; ponType: PonType; optics: PortOptics }[] = [];
  for (const p of getProducts('pon')) {
    const record = (ponRecords as Readonly<Record<string, (typeof ponRecords)[keyof typeof ponRecords]>>)[p.key];
    if (!record || record.device !== 'ont') continue;
    for (const type of ['gpon', 'epon'] as const) {
      const optics = record.optics[type];
      if (optics) onts.push({ name: p.model, ponType: type, optics });
    }
  }
  return [...modules, ...group(onts, (names) => `ONT ${listed(names)}`)];
}

/** The notes of the figures the table marks "as stated", each once, with the rows and figure it belongs to. */
function opticsNotes(rows: readonly OpticsRow[]): string[] {
  const notes = new Map<string, string[]>();
  for (const row of rows) {
    for (const [key, label] of FIGURES) {
      const note = noteOf(isPublished(row.optics[key]) ? row.optics[key] : null);
      if (note) notes.set(note, [...(notes.get(note) ?? []), `${row.who}, ${label.toLowerCase()}`]);
    }
  }
  return [...notes].map(([note, where]) => `${listed(where)}: ${note}.`);
}

/**
 * "How this is calculated": every formula written out, every product's
 * optics and every constant in a table with its source. Pre-rendered, so
 * it is there without JavaScript and a person can do the sums by hand.
 */
export function PlannerReference({ context }: { context: PlannerContext }) {
  const unchecked = [...context.unchecked.gpon, ...context.unchecked.epon];
  const splice = leastSpliceLossDb();
  const optics = opticsRows();
  const opticsNoteList = opticsNotes(optics);
  return (
    <section className={styles.reference} aria-labelledby="how-title">
      <h2 id="how-title">How this is calculated</h2>
      <h3>The formulas</h3>
      <ol className={styles.formulas}>
        <li>
          <strong>Fibre</strong> = distance (km) × the fibre’s attenuation at the wavelength (dB/km): the most for the worst case, the least for overload.
        </li>
        <li>
          <strong>Splitter</strong> = the insertion loss of each stage, added: at worst a 1:4 then a 1:16 is {splitterLosses.byRatio[4]} +{' '}
          {splitterLosses.byRatio[16]} dB; at least, each stage’s even share, 10 × log10(N).
        </li>
        <li>
          <strong>Connectors</strong> = count × {jointLosses.connectorDb} dB at worst, × {leastConnectorLoss.db} dB at least; <strong>Splices</strong> = count
          × {jointLosses.spliceDb} dB at worst, × {splice} dB at least.
        </li>
        <li>
          <strong>Worst case</strong> = fibre + splitter + connectors + splices + margin, for each direction. <strong>Least loss</strong> = the same
          parts at their least; the margin never counts toward it.
        </li>
        <li>
          <strong>Most loss a direction allows</strong> = the sender’s least launch power − the receiver’s sensitivity: downstream the OLT module’s, down to
          the ONT’s; upstream the ONT’s, down to the OLT module’s. <strong>Least loss it allows</strong> = the sender’s most launch power − the
          receiver’s overload. Where a product’s datasheet gives no such figure, the planner uses the standard loss range of its class, and with two
          classes only the range both assure; the page says when it does.
        </li>
        <li>
          The link <strong>fits</strong> when each direction’s worst case is no more than the most that direction allows, and the distance is within
          the rated reach of both products. It has <strong>too little loss</strong> when a direction’s least loss is under the least it allows; the
          attenuator is that shortfall rounded up to a whole dB.
        </li>
        <li>
          <strong>Required dynamic range</strong> = the span’s worst-case loss + {otdrHeadroom.db} dB {cite(otdrHeadroom.source)}. An OTDR qualifies when
          the dynamic range its maker states at the wavelength is at least that, and its longest distance range covers the span.
        </li>
        <li>
          <strong>Output per port needed</strong> (dBm) = the receiver input (dBm) + the path’s worst-case loss at {catvWavelength} nm (dB). An amplifier
          qualifies when it is offered with at least as many outputs and at least that output per port.
        </li>
      </ol>

      <div className={styles.referenceTables}>
        <section className={`${styles.tableScroll} ${styles.wideTable}`} aria-label="Optics of our products" tabIndex={0}>
          <table className={`${styles.refTable} ${styles.opticsTable}`}>
            <caption>Optics of our products</caption>
            <thead>
              <tr>
                <th scope="col">End</th>
                <th scope="col">PON</th>
                <th scope="col">Class</th>
                {FIGURES.map(([key, label]) => (
                  <th scope="col" key={key}>
                    {label}
                  </th>
                ))}
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {optics.map((r) => (
                <tr key={`${r.who}|${r.ponType}`}>
                  <th scope="row">{r.who}</th>
                  <td>{ponTypeLabels[r.ponType]}</td>
                  <td>{r.classes.join(', ')}</td>
                  {FIGURES.map(([key, , unit]) => (
                    <td key={key}>{opticsText(r.optics[key], unit, 'mark')}</td>
                  ))}
                  <td>
                    {r.optics.source.document}
                    <span className={styles.working}>{r.optics.source.place}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {opticsNoteList.length > 0 ? (
            <ul className={styles.tableNotes}>
              {opticsNoteList.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          ) : null}
        </section>

        <section className={styles.tableScroll} aria-label="Optics class loss ranges" tabIndex={0}>
          <table className={styles.refTable}>
            <caption>Optics class loss ranges</caption>
            <thead>
              <tr>
                <th scope="col">Class</th>
                <th scope="col">PON</th>
                <th scope="col">Least loss (dB)</th>
                <th scope="col">Most loss (dB)</th>
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {opticsClassBudgets.map((c) => (
                <tr key={c.name}>
                  <th scope="row">{c.name}</th>
                  <td>{ponTypeLabels[c.ponType]}</td>
                  <td>{c.minDb}</td>
                  <td>{c.maxDb}</td>
                  <td>{cite(c.source)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className={styles.tableScroll} aria-label="Splitter insertion loss" tabIndex={0}>
          <table className={styles.refTable}>
            <caption>Splitter insertion loss {cite(splitterLosses.source)}</caption>
            <thead>
              <tr>
                <th scope="col">Split</th>
                <th scope="col">Least: the even share, 10 × log10(N) (dB)</th>
                <th scope="col">Most, the worst case (dB)</th>
              </tr>
            </thead>
            <tbody>
              {splitRatios.map((n) => (
                <tr key={n}>
                  <th scope="row">1:{n}</th>
                  <td>{leastSplitterLoss.db(n)}</td>
                  <td>{splitterLosses.byRatio[n as keyof typeof splitterLosses.byRatio]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className={styles.tableScroll} aria-label="Fibre attenuation" tabIndex={0}>
          <table className={styles.refTable}>
            <caption>Fibre attenuation</caption>
            <thead>
              <tr>
                <th scope="col">Wavelength (nm)</th>
                <th scope="col">Most (dB/km)</th>
                <th scope="col">Least (dB/km)</th>
              </tr>
            </thead>
            <tbody>
              {attenuationRows.map((nm) => (
                <tr key={nm}>
                  <th scope="row">{nm}</th>
                  <td>
                    {fibreAttenuation.most[nm].dbPerKm} {cite(fibreAttenuation.most[nm].source)}
                  </td>
                  <td>
                    {fibreAttenuation.least[nm].dbPerKm} {cite(fibreAttenuation.least[nm].source)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className={styles.tableScroll} aria-label="Other constants" tabIndex={0}>
          <table className={styles.refTable}>
            <caption>Other constants</caption>
            <tbody>
              <tr>
                <th scope="row">Mated connector pair</th>
                <td>
                  {jointLosses.connectorDb} dB at most {cite(jointLosses.source)}; {leastConnectorLoss.db} dB at least {cite(leastConnectorLoss.source)}
                </td>
              </tr>
              <tr>
                <th scope="row">Splice</th>
                <td>
                  {jointLosses.spliceDb} dB at most {cite(jointLosses.source)}; {splice} dB at least, the {getProduct(linkProducts.splicer)?.model}’s typical loss{' '}
                  {cite('splicer')}
                </td>
              </tr>
              {(Object.keys(ponReachLimits) as PonType[]).map((t) => (
                <tr key={t}>
                  <th scope="row">{ponTypeLabels[t]} distance</th>
                  <td>
                    Up to {ponReachLimits[t].km} km: {ponReachLimits[t].reason} {cite(ponReachLimits[t].source)}
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row">OTDR headroom</th>
                <td>
                  {otdrHeadroom.db} dB {cite(otdrHeadroom.source)}
                </td>
              </tr>
              <tr>
                <th scope="row">CATV receiver input</th>
                <td>
                  {db(catvReceiver.minDbm)} to +{db(catvReceiver.maxDbm)} dBm (the planner starts at {db(catvReceiver.defaultDbm)} dBm) {cite(catvReceiver.source)}
                </td>
              </tr>
            </tbody>
          </table>
        </section>
      </div>

      {unchecked.length > 0 ? <p className={styles.note}>{plannerPage.unpublished(unchecked)}</p> : null}

      <h3>Sources</h3>
      <ol className={styles.sources}>
        {sourceKeys.map((key) => {
          const s: { title: string; detail: string; url?: string } = plannerSources[key];
          return (
            <li key={key} id={`source-${key}`}>
              {s.url ? (
                <a href={s.url} rel="noopener">
                  {s.title}
                </a>
              ) : (
                <cite>{s.title}</cite>
              )}
              : {s.detail}.
            </li>
          );
        })}
      </ol>
    </section>
  );
}
