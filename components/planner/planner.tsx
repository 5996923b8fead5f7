'use client';

import { useEffect, useState } from 'react';
import { AddToEnquiry } from '@/components/enquiry/add-to-enquiry';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { Printer } from '@/components/ui/icons/printer';
import { PLANNER_PATH } from '@/content/client-paths';
import type { FamilyKey } from '@/content/catalogue/types';
import { countOf } from '@/content/count';
import { otdrHeadroom, otdrWavelengths, type PonType } from '@/content/planner';
import { decodePlan, defaultPlan, encodePlan, planCatv, planOtdr, withPonType, type OtdrOption, type PlanKey, type PlannerContext, type PlanState } from '@/lib/planner/plan';
import { Button } from '@/components/ui/button';
import { LossTable } from './loss-table';
import { db, type PlannerClasses } from './planner-fields';
import { enquiryWords, planFields, ProductList, ratioOptions, ShowAll, useShortlist, type ListControls } from './planner-parts';
import { PonTool } from './pon-tool';

export interface PlannerProps {
  /** The page's title, which heads the printed plan. */
  title: string;
  /** components/planner/planner.module.css, imported by the page. */
  classes: PlannerClasses;
  /** What the catalogue offers the three tools (lib/planner/catalogue.ts plannerContext). */
  context: PlannerContext;
  /** Split ratios offered (the N of 1:N). */
  ratios: readonly number[];
  /** Name, link and family of each OTDR and amplifier product. */
  products: Record<string, { name: string; href: string; family: string; comparable: boolean }>;
  /** The enquiry list's page. */
  contactHref: string;
  /** Words the enquiry and compare controls say. */
  controls: ListControls;
}

/**
 * The three calculators of /planner. The exported HTML holds them worked out
 * for the default plan; once the page runs, the address's plan replaces it
 * and every change rewrites the address, so a copied link reopens the plan.
 */
export function Planner(props: PlannerProps) {
  const s = props.classes;
  const [plan, setPlan] = useState<PlanState>(defaultPlan);
  const [notes, setNotes] = useState<string[]>([]);
  const [printed, setPrinted] = useState({ date: '', url: '' });

  useEffect(() => {
    const read = () => {
      // A plain address is the default plan the page was exported with: nothing to render again.
      if (!location.search) return;
      const decoded = decodePlan(location.search, props.context);
      setPlan(decoded.state);
      setNotes(decoded.notes);
    };
    read();
    // Only on load: later changes come from the controls. The context is fixed by the page's props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const apply = (changes: Partial<PlanState>) => {
    setPlan((current) => {
      const next = 'ponType' in changes ? withPonType({ ...current, ...changes }, changes.ponType as PonType, props.context) : { ...current, ...changes };
      history.replaceState(history.state, '', `${location.pathname}${encodePlan(next)}${location.hash}`);
      return next;
    });
  };
  const change = (key: PlanKey, value: string) => apply({ [key]: value });

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
      <PonTool
        classes={s}
        context={props.context}
        ratios={props.ratios}
        plan={plan}
        change={change}
        apply={apply}
        planPath={`${PLAN_PATH}${encodePlan(plan)}`}
        contactHref={props.contactHref}
        controls={props.controls}
      />
      <OtdrTool {...props} plan={plan} change={change} />
      <CatvTool {...props} plan={plan} change={change} />
    </div>
  );
}

/** The planner's own address, which a plan's query string follows. */
const PLAN_PATH = PLANNER_PATH;

interface ToolProps extends PlannerProps {
  plan: PlanState;
  change: (key: PlanKey, value: string) => void;
}

function OtdrTool({ classes: s, plan, change, context, ratios, products, contactHref, controls }: ToolProps) {
  const result = planOtdr(plan, context);
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
              No OTDR in the catalogue reaches {db(out.requiredDb)} dB at {out.wavelengthNm} nm over {plan.otdrKm} km. Test from both ends, or test each
              branch after the splitter.
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

function CatvTool({ classes: s, plan, change, context, ratios, products, contactHref, controls }: ToolProps) {
  const result = planCatv(plan, context);
  const { num, select } = planFields(s, plan, change, result.fields);
  const out = result.outcome;
  const delivering = out ? out.delivering.map((a) => ({ key: a.productKey, name: a.model, role: a.ratingText, href: products[a.productKey]!.href })) : [];
  const unstated = out ? [...new Set(out.delivering.flatMap((a) => (a.combinationNote ? [a.combinationNote] : [])))] : [];
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
              With PON on the same fibre, choose a WDM (PE) amplifier: it combines the OLT’s PON traffic with the 1550 nm video signal on each output, so no
              separate WDM coupler is needed.
            </p>
          ) : null}
          {unstated.map((note) => (
            <p key={note} className={s.note} data-combination-note>
              {note}
            </p>
          ))}
          <ProductList
            s={s}
            title="Amplifiers that deliver it"
            products={delivering}
            groupOf={() => 'amplifier'}
            contactHref={contactHref}
            controls={controls}
            empty={`No amplifier in the catalogue is offered with ${countOf(Number(plan.outputs), { one: 'output', other: 'outputs' })} at ${db(out.neededDbm)} dBm or more. Split the feed across two amplifiers, or split less after each output.`}
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
                {o.dynamicRangeText[wavelengthNm]} at {wavelengthNm} nm
                {o.longestRangeKm === null ? '; its maker lists no distance ranges' : ''}
              </span>
              <div className={s.modelActions}>
                <AddToEnquiry productKey={o.productKey} words={enquiryWords(controls, o.model)} />
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
