'use client';

import { plannerPage, plannerText, ponTypeLabels, type PonType } from '@/content/planner';
import { budgetWorking, capital, overloadWorking, remedyWords, verdictWords } from '@/lib/planner/describe';
import type { DirectionCheck } from '@/lib/planner/link-budget';
import { oltsFor, ontsFor, planPon, type PlanKey, type PlannerContext, type PlanState, type PonOutcome } from '@/lib/planner/plan';
import { Button } from '@/components/ui/button';
import { LossTable } from './loss-table';
import { db, type PlannerClasses } from './planner-fields';
import { planFields, ProductList, ratioOptions, type ListControls } from './planner-parts';

export interface PonToolProps {
  classes: PlannerClasses;
  context: PlannerContext;
  ratios: readonly number[];
  plan: PlanState;
  change: (key: PlanKey, value: string) => void;
  /** Several changes at once: a remedy's. */
  apply: (changes: Partial<PlanState>) => void;
  /** The plan's address on this site, which "Add all" and "Send this plan" attach to the enquiry. */
  planPath: string;
  contactHref: string;
  controls: ListControls;
}

/**
 * The PON power budget: the buyer picks the OLT's module and the ONT, and
 * each direction is checked against what those two products' own optics
 * allow: the most loss (for the worst case, margin included) and the least
 * (for overload, with the least loss the path can have).
 */
export function PonTool({ classes: s, context, ratios, plan, change, apply, planPath, contactHref, controls }: PonToolProps) {
  const result = planPon(plan, context);
  const { num, select } = planFields(s, plan, change, result.fields);
  const out = result.outcome;
  const unchecked = context.unchecked[plan.ponType];
  const notes = out ? [...out.olt.notes, ...out.ont.notes] : [];
  return (
    <section className={s.tool} aria-labelledby="pon-title">
      <h2 id="pon-title">PON power budget</h2>
      <p className={s.intro}>
        Does the split and the distance close on the optics you fit? Each direction is checked against the two products’ own figures: downstream at 1490
        nm, upstream at 1310 nm.
      </p>
      <fieldset className={s.form}>
        <legend className="visually-hidden">PON link</legend>
        {select(
          'ponType',
          'PON type',
          (Object.entries(ponTypeLabels) as [PonType, string][]).map(([value, label]) => ({ value, label })),
        )}
        {select('olt', 'OLT optics', oltsFor(context, plan.ponType).map((o) => ({ value: o.key, label: plannerText.moduleLabel(o.key) })))}
        {select('ont', 'ONT', ontsFor(context, plan.ponType).map((o) => ({ value: o.key, label: o.name })))}
        {select('split', 'Split ratio', ratioOptions(ratios))}
        {select('split2', 'Second split', ratioOptions(ratios, 'None'))}
        {num('km', 'Distance', 'km')}
        {num('connectors', 'Connectors')}
        {num('splices', 'Splices')}
        {num('margin', 'Margin', 'dB')}
      </fieldset>
      {notes.length > 0 || unchecked.length > 0 ? (
        <ul className={s.opticsNotes} data-optics-notes>
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
          {unchecked.length > 0 ? <li>{plannerPage.unpublished(unchecked)}</li> : null}
        </ul>
      ) : null}
      {out ? (
        <div className={s.result} data-wide>
          <LossTable
            s={s}
            caption="Loss budget"
            withLeast
            columns={[
              { heading: `${plannerText.directions.downstream}, ${out.downstream.budget.wavelengthNm} nm`, budget: out.downstream.budget },
              { heading: `${plannerText.directions.upstream}, ${out.upstream.budget.wavelengthNm} nm`, budget: out.upstream.budget },
            ]}
          />
          <LimitsTable s={s} checks={[out.downstream, out.upstream]} />
          <PonVerdict s={s} outcome={out} distanceKm={Number(plan.km)} />
          {out.verdict.kind === 'does-not-fit' || out.verdict.kind === 'beyond-reach' ? <Remedies s={s} outcome={out} apply={apply} /> : null}
          <ProductList
            s={s}
            title={plannerText.products.title}
            products={out.products}
            planPath={planPath}
            contactHref={contactHref}
            controls={controls}
            empty={plannerText.products.none}
          />
        </div>
      ) : (
        <p className={s.waiting}>Correct the values marked above to see the budget.</p>
      )}
    </section>
  );
}

/** What each direction's two ends allow, against what the link loses: most and least. */
function LimitsTable({ s, checks }: { s: PlannerClasses; checks: readonly DirectionCheck[] }) {
  return (
    <section className={s.tableScroll} aria-label="What the optics allow" tabIndex={0}>
      <table className={`${s.lossTable} ${s.limitsTable}`}>
        <caption>What the optics allow</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Most loss allowed</th>
            <th scope="col">This link at worst</th>
            <th scope="col">Least loss allowed</th>
            <th scope="col">This link at least</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((c) => (
            <tr key={c.limits.direction} data-direction={c.limits.direction} data-basis={`${c.limits.basis.max}/${c.limits.basis.min}`}>
              <th scope="row">{plannerText.directions[c.limits.direction]}</th>
              <td>
                <span className={s.figure} data-max-db={c.limits.maxDb}>
                  {db(c.limits.maxDb)} dB
                </span>
                <span className={s.working}>{capital(budgetWorking(c.limits))}</span>
              </td>
              <td data-ok={c.headroomDb >= 0 ? '' : undefined}>
                <span className={s.figure}>{db(c.budget.totalDb)} dB</span>
              </td>
              <td>
                <span className={s.figure} data-min-db={c.limits.minDb}>
                  {db(c.limits.minDb)} dB
                </span>
                <span className={s.working}>{overloadWorking(c.limits)}</span>
              </td>
              <td data-ok={c.overloadHeadroomDb >= 0 ? '' : undefined}>
                <span className={s.figure}>{db(c.budget.leastDb)} dB</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const verdictMarks = { fits: '✓', 'does-not-fit': '✗', 'beyond-reach': '✗', 'too-little-loss': '!' } as const;

function PonVerdict({ s, outcome, distanceKm }: { s: PlannerClasses; outcome: PonOutcome; distanceKm: number }) {
  const v = outcome.verdict;
  const { heading, detail } = verdictWords(v, distanceKm);
  const kind = v.kind === 'beyond-reach' ? 'does-not-fit' : v.kind;
  const limit = v.kind === 'beyond-reach' ? 'reach' : v.limiting.limits.direction;
  return (
    <p className={s.verdict} data-verdict={kind} data-limit={limit} role="status">
      <strong>
        <span aria-hidden="true">{verdictMarks[v.kind]} </span>
        {heading}
      </strong>{' '}
      — {detail}
    </p>
  );
}

/** The changes that would make a failing link fit, each a button that applies it. */
function Remedies({ s, outcome, apply }: { s: PlannerClasses; outcome: PonOutcome; apply: PonToolProps['apply'] }) {
  return (
    <div className={s.remedies} data-remedies>
      <h3>{plannerText.remedies.heading}</h3>
      {outcome.remedies.length === 0 ? (
        <p className={s.hint}>{plannerText.remedies.none}</p>
      ) : (
        <ul className={s.remedyList}>
          {outcome.remedies.map((remedy) => {
            const { label, change } = remedyWords(remedy);
            return (
              <li key={label}>
                <Button variant="secondary" data-remedy={remedy.kind} onClick={() => apply(change)}>
                  {label}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
