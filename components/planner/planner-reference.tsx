import {
  attenuationAtWavelength,
  catvReceiver,
  catvWavelength,
  jointLosses,
  opticsClassBudgets,
  otdrHeadroom,
  otdrWavelengths,
  plannerPage,
  plannerSources,
  ponTypeLabels,
  ponWavelengths,
  splitRatios,
  splitterLosses,
  type PlannerSourceKey,
} from '@/content/planner';
import { idealSplitLoss } from '@/lib/planner/plan';
import { db } from './planner-fields';
import styles from './planner.module.css';

const sourceKeys = Object.keys(plannerSources) as PlannerSourceKey[];
const cite = (key: PlannerSourceKey) => (
  <a href={`#source-${key}`} className={styles.cite}>
    [{sourceKeys.indexOf(key) + 1}]
  </a>
);

/** The wavelengths the planner computes at, each once. */
const wavelengths = [...new Set([ponWavelengths.gpon.upstream, ponWavelengths.gpon.downstream, catvWavelength, ...otdrWavelengths])].sort((a, b) => a - b);

/**
 * "How this is calculated": every formula written out and every constant in
 * a table with its source. Pre-rendered, so it is there without JavaScript
 * and a person can do the sums by hand.
 */
export function PlannerReference({ unpublished }: { unpublished: readonly string[] }) {
  return (
    <section className={styles.reference} aria-labelledby="how-title">
      <h2 id="how-title">How this is calculated</h2>
      <h3>The formulas</h3>
      <ol className={styles.formulas}>
        <li>
          <strong>Fibre</strong> = distance (km) × the fibre’s attenuation at the wavelength (dB/km).
        </li>
        <li>
          <strong>Splitter</strong> = the insertion loss of each stage, added: a 1:4 then a 1:16 is {splitterLosses.byRatio[4]} +{' '}
          {splitterLosses.byRatio[16]} dB.
        </li>
        <li>
          <strong>Connectors</strong> = count × {jointLosses.connectorDb} dB; <strong>Splices</strong> = count × {jointLosses.spliceDb} dB.
        </li>
        <li>
          <strong>Total</strong> = fibre + splitter + connectors + splices + margin, for each direction. The link <strong>fits</strong> when the worse
          direction’s total is no more than the class maximum. It has <strong>too little loss</strong> when the lighter direction’s loss without the
          margin is under the class minimum; the attenuator is that shortfall rounded up to a whole dB.
        </li>
        <li>
          <strong>Required dynamic range</strong> = the span’s loss (fibre + splitter + connectors + splices) + {otdrHeadroom.db} dB {cite(otdrHeadroom.source)}.
          An OTDR qualifies when its quoted range at the wavelength is at least that.
        </li>
        <li>
          <strong>Output per port needed</strong> (dBm) = the receiver input (dBm) + the path’s loss at {catvWavelength} nm (dB). An amplifier qualifies
          with at least as many outputs, each able to launch that much.
        </li>
      </ol>

      <div className={styles.referenceTables}>
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
                <th scope="col">Even share, 10 × log10(N) (dB)</th>
                <th scope="col">Insertion loss used (dB)</th>
              </tr>
            </thead>
            <tbody>
              {splitRatios.map((n) => (
                <tr key={n}>
                  <th scope="row">1:{n}</th>
                  <td>{idealSplitLoss(n)}</td>
                  <td>{splitterLosses.byRatio[n as keyof typeof splitterLosses.byRatio]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className={styles.tableScroll} aria-label="Fibre attenuation" tabIndex={0}>
          <table className={styles.refTable}>
            <caption>Fibre attenuation {cite('g652')}</caption>
            <thead>
              <tr>
                <th scope="col">Wavelength (nm)</th>
                <th scope="col">Attenuation (dB/km)</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {wavelengths.map((nm) => {
                const a = attenuationAtWavelength(nm);
                return (
                  <tr key={nm}>
                    <th scope="row">{nm}</th>
                    <td>{a.dbPerKm}</td>
                    <td>{a.recorded ? 'Our cable datasheets' : 'The largest figure of our datasheets, which G.652.D fibre stays under'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>

        <section className={styles.tableScroll} aria-label="Other constants" tabIndex={0}>
          <table className={styles.refTable}>
            <caption>Other constants</caption>
            <tbody>
              <tr>
                <th scope="row">Mated connector pair</th>
                <td>{jointLosses.connectorDb} dB</td>
                <td>{cite(jointLosses.source)}</td>
              </tr>
              <tr>
                <th scope="row">Splice</th>
                <td>{jointLosses.spliceDb} dB</td>
                <td>{cite(jointLosses.source)}</td>
              </tr>
              <tr>
                <th scope="row">OTDR headroom</th>
                <td>{otdrHeadroom.db} dB</td>
                <td>{cite(otdrHeadroom.source)}</td>
              </tr>
              <tr>
                <th scope="row">CATV receiver input</th>
                <td>
                  {db(catvReceiver.minDbm)} to +{db(catvReceiver.maxDbm)} dBm (the planner starts at {db(catvReceiver.defaultDbm)} dBm)
                </td>
                <td>{cite(catvReceiver.source)}</td>
              </tr>
            </tbody>
          </table>
        </section>
      </div>

      {unpublished.length > 0 ? <p className={styles.note}>{plannerPage.unpublished(unpublished)}</p> : null}

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
