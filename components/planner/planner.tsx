'use client';

import { useEffect, useId, useState } from 'react';
import { AddToEnquiry } from '@/components/enquiry/add-to-enquiry';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { ListPlus } from '@/components/ui/icons/list-plus';
import { Printer } from '@/components/ui/icons/printer';
import type { FamilyKey } from '@/content/catalogue/types';
import { countOf } from '@/content/count';
import { otdrHeadroom, otdrWavelengths, ponTypeLabels, type OpticsClassBudget, type PonType } from '@/content/planner';
import { addToEnquiry } from '@/lib/enquiry/list';
import { enquiryList } from '@/lib/enquiry/list-store';
import type { ProposedProduct } from '@/lib/planner/catalogue';
import { shortlist } from '@/lib/planner/shortlist';
import {
  decodePlan,
  defaultPlan,
  encodePlan,
  planCatv,
  planOtdr,
  planPon,
  type AmplifierOption,
  type OtdrOption,
  type PlanKey,
  type NumericKey,
  type PlanState,
} from '@/lib/planner/plan';
import { Button } from '@/components/ui/button';
import { LossTable } from './loss-table';
import { db, NumberField, SelectField, type PlannerClasses } from './planner-fields';
import type { FieldResult } from '@/lib/planner/field';

export interface PlannerProps {
  /** The page's title, which heads the printed plan. */
  title: string;
  /** components/planner/planner.module.css, imported by the page. */
  classes: PlannerClasses;
  /** The optics classes the planner computes with, by PON type, least budget first. */
  opticsClasses: Record<PonType, readonly OpticsClassBudget[]>;
  /** Split ratios offered (the N of 1:N). */
  ratios: readonly number[];
  /** The products for a PON link, by `${ponType}:${class}`. */
  ponProducts: Record<string, readonly ProposedProduct[]>;
  otdrs: readonly OtdrOption[];
  amplifiers: readonly AmplifierOption[];
  /** Name, link and family of each OTDR and amplifier product. */
  products: Record<string, { name: string; href: string; family: string; comparable: boolean }>;
  /** The enquiry list's page. */
  contactHref: string;
  /** Words the enquiry and compare controls say. */
  controls: { add: string; compare: string; full: string };
}

const ratioOptions = (ratios: readonly number[], none?: string) => [
  ...(none ? [{ value: '', label: none }] : []),
  ...ratios.map((r) => ({ value: String(r), label: `1:${r}` })),
];

/**
 * The three calculators of /planner. The exported HTML holds them worked out
 * for the default plan; once the page runs, the address's plan replaces it
 * and every change rewrites the address, so a copied link reopens the plan.
 */
export function Planner(props: PlannerProps) {
  const s = props.classes;
  const offered = [...props.opticsClasses.gpon, ...props.opticsClasses.epon].map((c) => c.name);
  const [plan, setPlan] = useState<PlanState>(defaultPlan);
  const [notes, setNotes] = useState<string[]>([]);
  const [printed, setPrinted] = useState({ date: '', url: '' });

  useEffect(() => {
    const read = () => {
      // A plain address is the default plan the page was exported with: nothing to render again.
      if (!location.search) return;
      const decoded = decodePlan(location.search, offered);
      setPlan(decoded.state);
      setNotes(decoded.notes);
    };
    read();
    // Only on load: later changes come from the controls. `offered` is fixed by the page's props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (key: PlanKey, value: string) => {
    setPlan((current) => {
      const next = { ...current, [key]: value };
      if (key === 'ponType') next.opticsClass = props.opticsClasses[value as PonType][0]?.name ?? '';
      history.replaceState(history.state, '', `${location.pathname}${encodePlan(next)}${location.hash}`);
      return next;
    });
  };

  return (
    <div className={s.tools}>
      {notes.length > 0 ? (
        <div className={s.notes} role="status">
          <p>Some values in this link could not be used:</p>
          <ul>
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={s.printBar}>
        <Button
          variant="secondary"
          onClick={() => {
            setPrinted({ date: new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }), url: location.href });
            // Let the date and address render before the print dialog takes the page.
            requestAnimationFrame(() => requestAnimationFrame(() => window.print()));
          }}
        >
          <Printer size={18} aria-hidden="true" />
          Print plan
        </Button>
      </div>
      <p className={s.printOnly} data-print-stamp>
        <strong>{props.title}</strong> · planned on {printed.date || 'this date'} at {printed.url || 'this address'}
      </p>
      <PonTool {...props} plan={plan} change={change} offered={offered} />
      <OtdrTool {...props} plan={plan} change={change} />
      <CatvTool {...props} plan={plan} change={change} />
    </div>
  );
}

/** The plan's boxes and lists, bound to their fields: `num('km', 'Distance', 'km')`. */
function planFields(s: PlannerClasses, plan: PlanState, change: (key: PlanKey, value: string) => void, fields: Partial<Record<NumericKey, FieldResult>>) {
  return {
    num: (key: NumericKey, label: string, unit?: string) => (
      <NumberField s={s} id={`plan-${key}`} label={label} unit={unit} value={plan[key]} result={fields[key]!} onChange={(v) => change(key, v)} />
    ),
    select: (key: PlanKey, label: string, options: readonly { value: string; label: string }[]) => (
      <SelectField s={s} id={`plan-${key}`} label={label} value={plan[key]} options={options} onChange={(v) => change(key, v)} />
    ),
  };
}

interface ToolProps extends PlannerProps {
  plan: PlanState;
  change: (key: PlanKey, value: string) => void;
}

function PonTool({ classes: s, plan, change, offered, opticsClasses, ratios, ponProducts, contactHref, controls }: ToolProps & { offered: string[] }) {
  const result = planPon(plan, offered);
  const { num, select } = planFields(s, plan, change, result.fields);
  const out = result.outcome;
  const products = ponProducts[`${plan.ponType}:${plan.opticsClass}`] ?? [];
  return (
    <section className={s.tool} aria-labelledby="pon-title">
      <h2 id="pon-title">PON power budget</h2>
      <p className={s.intro}>
        Does the split and the distance close on the optics? Both directions are summed: downstream at 1490 nm, upstream at 1310 nm.
      </p>
      <fieldset className={s.form}>
        <legend className="visually-hidden">PON link</legend>
        {select(
          'ponType',
          'PON type',
          Object.entries(ponTypeLabels).map(([value, label]) => ({ value, label })),
        )}
        {select('opticsClass', 'Optics class', opticsClasses[plan.ponType].map((c) => ({ value: c.name, label: c.name })))}
        {select('split', 'Split ratio', ratioOptions(ratios))}
        {select('split2', 'Second split', ratioOptions(ratios, 'None'))}
        {num('km', 'Distance', 'km')}
        {num('connectors', 'Connectors')}
        {num('splices', 'Splices')}
        {num('margin', 'Margin', 'dB')}
      </fieldset>
      {out ? (
        <div className={s.result}>
          <LossTable
            s={s}
            caption="Loss budget"
            columns={[
              { heading: `Downstream, ${out.downstream.wavelengthNm} nm`, budget: out.downstream },
              { heading: `Upstream, ${out.upstream.wavelengthNm} nm`, budget: out.upstream },
            ]}
          />
          <dl className={s.budget}>
            <div>
              <dt>Class {out.optics.name} range</dt>
              <dd data-class-range={`${out.optics.minDb}-${out.optics.maxDb}`}>
                {out.optics.minDb} to {out.optics.maxDb} dB
              </dd>
            </div>
            <div>
              <dt>Headroom, worse direction</dt>
              <dd>{db(out.optics.maxDb - Math.max(out.downstream.totalDb, out.upstream.totalDb))} dB</dd>
            </div>
          </dl>
          <PonVerdict s={s} result={out} />
        </div>
      ) : (
        <p className={s.waiting}>Correct the values marked above to see the budget.</p>
      )}
      <ProductList
        s={s}
        title="Products for this link"
        products={products}
        contactHref={contactHref}
        controls={controls}
        empty={`The catalogue has no ${plan.ponType.toUpperCase()} ${plan.opticsClass} optics.`}
      />
    </section>
  );
}

function PonVerdict({ s, result }: { s: PlannerClasses; result: NonNullable<ReturnType<typeof planPon>['outcome']> }) {
  const v = result.verdict;
  const name = result.optics.name;
  if (v.kind === 'fits') {
    return (
      <p className={s.verdict} data-verdict="fits" role="status">
        <strong>
          <span aria-hidden="true">✓ </span>Fits
        </strong>{' '}
        — the worse direction stays {db(v.headroomDb)} dB inside class {name}’s {result.optics.maxDb} dB.
      </p>
    );
  }
  if (v.kind === 'too-little-loss') {
    return (
      <p className={s.verdict} data-verdict="too-little-loss" role="status">
        <strong>
          <span aria-hidden="true">! </span>Too little loss
        </strong>{' '}
        — the link loses {db(v.shortDb)} dB less than class {name}’s minimum of {result.optics.minDb} dB, which would overload the receivers. Fit a{' '}
        {v.attenuatorDb} dB attenuator.
      </p>
    );
  }
  const { opticsClass, split, reachKm } = result.remedies;
  const fixes = [
    opticsClass ? `class ${opticsClass} optics` : null,
    split ? `a 1:${split} split` : null,
    reachKm !== null && reachKm > 0 ? `a reach of ${db(reachKm)} km or less` : null,
  ].filter((f): f is string => f !== null);
  return (
    <p className={s.verdict} data-verdict="does-not-fit" role="status">
      <strong>
        <span aria-hidden="true">✗ </span>Does not fit
      </strong>{' '}
      — the worse direction is {db(v.excessDb)} dB over class {name}’s {result.optics.maxDb} dB.{' '}
      {fixes.length > 0 ? `It would fit with ${fixes.join(', or ')}.` : 'No change of split or reach alone closes it: ask us about stronger optics.'}
    </p>
  );
}

function OtdrTool({ classes: s, plan, change, otdrs, ratios, products, contactHref, controls }: ToolProps) {
  const result = planOtdr(plan, otdrs);
  const { num, select } = planFields(s, plan, change, result.fields);
  const out = result.outcome;
  return (
    <section className={s.tool} aria-labelledby="otdr-title">
      <h2 id="otdr-title">OTDR for your span</h2>
      <p className={s.intro}>Which OTDR sees the far end of the span, through its splitter, above its own noise?</p>
      <fieldset className={s.form}>
        <legend className="visually-hidden">OTDR span</legend>
        {num('otdrKm', 'Span length', 'km')}
        {select('otdrNm', 'Wavelength', otdrWavelengths.map((nm) => ({ value: String(nm), label: `${nm} nm` })))}
        {select('otdrSplit', 'Splitter in the path', ratioOptions(ratios, 'None'))}
        {num('otdrConnectors', 'Connectors')}
        {num('otdrSplices', 'Splices')}
      </fieldset>
      {out ? (
        <div className={s.result}>
          <LossTable s={s} caption="Span loss" columns={[{ heading: `${out.wavelengthNm} nm`, budget: out.path }]} withMargin={false} />
          <dl className={s.budget}>
            <div>
              <dt>Required dynamic range</dt>
              <dd data-required-db={out.requiredDb}>
                <strong>{db(out.requiredDb)} dB</strong> ({db(out.path.lossDb)} dB of loss + {db(otdrHeadroom.db)} dB to see the end above the noise)
              </dd>
            </div>
          </dl>
          {out.wavelengthNm === 1625 ? (
            <p className={s.note}>
              1625 nm is the in-service wavelength: it tests a live PON without disturbing the traffic at 1310 and 1490 nm. Only OTDRs that test at 1625 nm
              qualify.
            </p>
          ) : null}
          <h3>OTDRs that reach it</h3>
          {out.reaching.length > 0 ? (
            <OtdrList s={s} reaching={out.reaching} wavelengthNm={out.wavelengthNm} products={products} controls={controls} />
          ) : (
            <p className={s.verdict} data-verdict="none" role="status">
              No OTDR in the catalogue reaches {db(out.requiredDb)} dB at {out.wavelengthNm} nm. Test from both ends, or test each branch after the splitter.
            </p>
          )}
        </div>
      ) : (
        <p className={s.waiting}>Correct the values marked above to see the span’s loss.</p>
      )}
      <p className={s.hint}>
        <a href={contactHref}>Your enquiry list</a> collects what you add here.
      </p>
    </section>
  );
}

function CatvTool({ classes: s, plan, change, amplifiers, ratios, products, contactHref, controls }: ToolProps) {
  const result = planCatv(plan, amplifiers);
  const { num, select } = planFields(s, plan, change, result.fields);
  const out = result.outcome;
  const delivering = out
    ? out.delivering.map((a) => ({ key: a.productKey, name: a.model, role: `${a.ports} × ${a.outputPerPortDbm} dBm`, href: products[a.productKey]!.href }))
    : [];
  return (
    <section className={s.tool} aria-labelledby="catv-title">
      <h2 id="catv-title">CATV amplifier output</h2>
      <p className={s.intro}>How much must each amplifier output launch for the farthest node’s receiver to get its light?</p>
      <fieldset className={s.form}>
        <legend className="visually-hidden">CATV feed</legend>
        {num('outputs', 'Outputs')}
        {select('catvSplit', 'Split after each output', ratioOptions(ratios, 'None'))}
        {num('catvKm', 'Distance to the farthest node', 'km')}
        {num('catvConnectors', 'Connectors')}
        {num('catvSplices', 'Splices')}
        {num('receiver', 'Receiver input', 'dBm')}
        <div className={s.check}>
          <input id="catv-pon" type="checkbox" checked={plan.withPon === 'yes'} onChange={(e) => change('withPon', e.currentTarget.checked ? 'yes' : '')} />
          <label htmlFor="catv-pon">The fibre also carries PON</label>
        </div>
      </fieldset>
      {out ? (
        <div className={s.result}>
          <LossTable s={s} caption="Path loss at 1550 nm" columns={[{ heading: '1550 nm', budget: out.path }]} withMargin={false} />
          <dl className={s.budget}>
            <div>
              <dt>Output per port needed</dt>
              <dd data-needed-dbm={out.neededDbm}>
                <strong>{db(out.neededDbm)} dBm</strong> ({db(Number(plan.receiver))} dBm at the receiver + {db(out.path.lossDb)} dB of path loss)
              </dd>
            </div>
          </dl>
          {plan.withPon === 'yes' ? (
            <p className={s.note}>
              With PON on the same fibre, choose a WDM (PE) amplifier: it combines the OLT’s PON ports with the 1550 nm video signal, so no separate WDM
              coupler is needed.
            </p>
          ) : null}
          <ProductList
            s={s}
            title="Amplifiers that deliver it"
            products={delivering}
            groupOf={() => 'amplifier'}
            contactHref={contactHref}
            controls={controls}
            empty={`No amplifier in the catalogue has ${countOf(Number(plan.outputs), { one: 'output', other: 'outputs' })} at ${db(out.neededDbm)} dBm or more. Split the feed across two amplifiers, or split less after each output.`}
          />
        </div>
      ) : (
        <p className={s.waiting}>Correct the values marked above to see the output needed.</p>
      )}
    </section>
  );
}

/** The OTDRs that reach the span, the smallest sufficient first; past a shortlist, the rest on request. */
function OtdrList({
  s,
  reaching,
  wavelengthNm,
  products,
  controls,
}: {
  s: PlannerClasses;
  reaching: readonly OtdrOption[];
  wavelengthNm: number;
  products: PlannerProps['products'];
  controls: PlannerProps['controls'];
}) {
  const { listed, showAll } = useShortlist(reaching, () => 'otdr');
  return (
    <>
      <p className={s.hint}>Enough, not more: the smallest sufficient range first.</p>
      <ol id={showAll.listId} className={s.models} data-otdrs>
        {listed.map((o) => {
          const p = products[o.productKey]!;
          return (
            <li key={o.model} data-model={o.model} data-range={o.dynamicRangeDb[wavelengthNm]}>
              <a href={p.href}>{o.model}</a>
              <span className={s.modelFigure}>
                {o.dynamicRangeDb[wavelengthNm]} dB at {wavelengthNm} nm
              </span>
              <div className={s.modelActions}>
                <AddToEnquiry productKey={o.productKey} label={controls.add} labelSuffix={` list: ${o.model}`} fullMessage={controls.full} />
                {p.comparable ? (
                  <CompareToggle productKey={o.productKey} family={p.family as FamilyKey} model={p.name} label={controls.compare} variant="row" />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <ShowAll s={s} {...showAll} />
    </>
  );
}

/**
 * A list cut to its shortlist (lib/planner/shortlist.ts) until the visitor
 * asks for all of it: the items to list, and the props of its ShowAll button.
 */
function useShortlist<T>(items: readonly T[], groupOf: (item: T) => string) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const { shown, more } = shortlist(items, groupOf);
  return { listed: all ? items : shown, showAll: { listId, all, setAll, more, total: items.length } };
}

/** "Show all N" under a shortlisted list, and "Show fewer" once open. */
function ShowAll({ s, listId, all, setAll, more, total }: { s: PlannerClasses } & ReturnType<typeof useShortlist>['showAll']) {
  if (more === 0) return null;
  return (
    <Button
      className={s.showAll}
      variant="secondary"
      aria-expanded={all}
      aria-controls={listId}
      onClick={() => setAll(!all)}
    >
      {all ? 'Show fewer' : `Show all ${total}`}
    </Button>
  );
}

/** A list of products, each linked, with one button that puts them all on the enquiry list. */
function ProductList({
  s,
  title,
  products,
  contactHref,
  controls,
  empty,
  groupOf = (p) => p.role,
}: {
  s: PlannerClasses;
  title: string;
  products: readonly ProposedProduct[];
  contactHref: string;
  controls: { full: string };
  empty: string;
  /** The kinds the shortlist keeps a few of each: by role (OLT, ONT, cable) unless told otherwise. */
  groupOf?: (p: ProposedProduct) => string;
}) {
  const [status, setStatus] = useState('');
  const { listed, showAll } = useShortlist(products, groupOf);
  // "Add all" adds what the list shows.
  const keys = [...new Set(listed.map((p) => p.key))];
  return (
    <div className={s.products}>
      <h3>{title}</h3>
      {products.length === 0 ? (
        <p className={s.hint}>{empty}</p>
      ) : (
        <>
          <ul id={showAll.listId} className={s.productList}>
            {listed.map((p) => (
              <li key={`${p.key}:${p.name}`} data-product={p.key}>
                <span className={s.role}>{p.role}</span> <a href={p.href}>{p.name}</a>
              </li>
            ))}
          </ul>
          <ShowAll s={s} {...showAll} />
          <Button
            variant="primary"
            onClick={() => {
              let items = enquiryList.get();
              let added = 0;
              for (const key of keys) {
                const r = addToEnquiry(items, key);
                if (r.outcome === 'full') {
                  enquiryList.set(items);
                  setStatus(controls.full);
                  return;
                }
                if (r.outcome === 'added') added += 1;
                items = r.items;
              }
              enquiryList.set(items);
              setStatus(added === 0 ? 'They are all on your enquiry list already.' : `Added ${added} of ${keys.length} to your enquiry list.`);
            }}
          >
            <ListPlus size={18} aria-hidden="true" />
            Add all to enquiry
          </Button>
          <p className={s.status} role="status">
            {status}
            {status ? (
              <>
                {' '}
                <a href={contactHref}>Send the enquiry</a>
              </>
            ) : null}
          </p>
        </>
      )}
    </div>
  );
}
