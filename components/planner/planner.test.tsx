import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { splitRatios } from '@/content/planner';
import { defaultPonPair } from '@/content/planner';
import { enquiryList } from '@/lib/enquiry/list-store';
import { enquiryPlans } from '@/lib/enquiry/plans';
import { plannerContext, plannerProductIndex } from '@/lib/planner/catalogue';
import { defaultPlan, planCatv, planOtdr, planPon } from '@/lib/planner/plan';
import { shortlist, SHORTLIST_SIZE } from '@/lib/planner/shortlist';
import { plannerEnquiryWords } from '@/components/enquiry/add-to-enquiry-control';
import { Planner, type PlannerProps } from './planner';

const context = plannerContext();
const props: PlannerProps = {
  title: 'Fibre link planner',
  classes: {},
  context,
  ratios: splitRatios,
  products: plannerProductIndex(),
  contactHref: '/contact',
  controls: { ...plannerEnquiryWords(), compare: 'Compare' },
};

const pon = () => screen.getByRole('region', { name: 'PON power budget' });
const total = (region: HTMLElement) => within(region).getByRole('table', { name: 'Loss budget' }).querySelector('tfoot')!.textContent;

beforeEach(() => {
  window.history.replaceState(null, '', '/planner');
  enquiryList.set([]);
  enquiryPlans.set([]);
});

describe('Planner', () => {
  it('recomputes as a box changes and writes only the change into the address', async () => {
    const user = userEvent.setup();
    render(<Planner {...props} />);
    expect(total(pon())).toContain('28.9 dB');
    await user.selectOptions(within(pon()).getByLabelText('Split ratio'), '64');
    await user.clear(within(pon()).getByLabelText('Distance'));
    await user.type(within(pon()).getByLabelText('Distance'), '20');
    expect(total(pon())).toContain('36.2 dB');
    expect(within(pon()).getByText(/Does not fit/).closest('[data-verdict]')).toHaveAttribute('data-verdict', 'does-not-fit');
    expect(window.location.search).toBe('?split=64&km=20');
  });

  it('says what is wrong beside a box, marks it invalid and shows no budget until it is right', async () => {
    const user = userEvent.setup();
    render(<Planner {...props} />);
    const distance = within(pon()).getByLabelText('Distance');
    await user.clear(distance);
    await user.type(distance, 'far');
    expect(distance).toHaveAttribute('aria-invalid', 'true');
    expect(distance).toHaveAccessibleDescription('The distance must be a number; “far” is not one.');
    expect(within(pon()).queryByRole('table', { name: 'Loss budget' })).toBeNull();
    await user.clear(distance);
    await user.type(distance, '5');
    expect(distance).toHaveAttribute('aria-invalid', 'false');
    expect(within(pon()).getByRole('table', { name: 'Loss budget' })).toBeInTheDocument();
  });

  it('reads a shared plan from the address, and names a value it could not use', () => {
    window.history.replaceState(null, '', '/planner?split=8&km=lots');
    render(<Planner {...props} />);
    expect(within(pon()).getByLabelText('Split ratio')).toHaveValue('8');
    expect(within(pon()).getByLabelText('Distance')).toHaveValue('10');
    expect(screen.getByText(/could not be used/).closest('[role="status"]')).toHaveTextContent('“lots” is not one');
  });

  it('switching the PON type picks that type’s default OLT optics and ONT', async () => {
    const user = userEvent.setup();
    render(<Planner {...props} />);
    await user.selectOptions(within(pon()).getByLabelText('PON type'), 'epon');
    expect(within(pon()).getByLabelText('OLT optics')).toHaveValue(defaultPonPair.epon.olt);
    expect(within(pon()).getByLabelText('ONT')).toHaveValue(defaultPonPair.epon.ont);
    expect(window.location.search).toBe(`?pon=epon&class=${encodeURIComponent(defaultPonPair.epon.olt)}`);
  });

  it('a failing plan lists no products, offers the changes that fit, and applies one with a button', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/planner?split=64&km=20');
    render(<Planner {...props} />);
    expect(within(pon()).getByText(/Does not fit/).closest('[data-verdict]')).toHaveAttribute('data-limit', 'upstream');
    expect(within(pon()).queryByRole('button', { name: 'Add all to enquiry' })).toBeNull();
    const remedies = within(pon()).getByRole('heading', { name: 'What would make it fit' }).parentElement!;
    const reach = within(remedies).getByRole('button', { name: /^Keep the link to [\d.]+ km or less$/ });
    const km = /([\d.]+) km/.exec(reach.textContent!)![1]!;
    await user.click(reach);
    expect(within(pon()).getByLabelText('Distance')).toHaveValue(km);
    expect(within(pon()).getByRole('button', { name: 'Add all to enquiry' })).toBeInTheDocument();
  });

  it('“Add all to enquiry” attaches the plan’s address, and a failing plan can be sent on its own', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/planner?km=12');
    render(<Planner {...props} />);
    await user.click(within(pon()).getByRole('button', { name: 'Add all to enquiry' }));
    expect(enquiryPlans.get()).toEqual([{ path: '/planner?km=12' }]);
    expect(enquiryList.get().length).toBeGreaterThan(0);
    await user.selectOptions(within(pon()).getByLabelText('Split ratio'), '128');
    await user.click(within(pon()).getByRole('button', { name: 'Send this plan with your enquiry' }));
    expect(enquiryPlans.get()).toEqual([{ path: '/planner?km=12' }, { path: '/planner?split=128&km=12' }]);
  });

  it('shows a shortlist of each kind when the catalogue offers many, the rest on request, and adds what it shows', async () => {
    const user = userEvent.setup();
    // Ten copies of every OTDR and of every ONT: a catalogue that has outgrown the shortlist.
    const many = <T,>(items: readonly T[], copy: (item: T, i: number) => T) => Array.from({ length: 10 }, (_, i) => items.map((item) => copy(item, i))).flat();
    const otdrs = many(context.otdrs, (o, i) => ({ ...o, model: `${o.model} #${i}` }));
    const onts = many(context.onts, (o, i) => ({ ...o, key: `${o.key}#${i}`, name: `${o.name} #${i}`, product: { ...o.product, name: `${o.product.name} #${i}` } }));
    render(<Planner {...props} context={{ ...context, otdrs, onts }} />);

    const otdr = screen.getByRole('region', { name: 'OTDR for your span' });
    const reaching = () => within(otdr).getAllByRole('listitem').filter((li) => li.hasAttribute('data-model'));
    expect(reaching()).toHaveLength(SHORTLIST_SIZE);
    const showAll = within(otdr).getByRole('button', { name: /^Show all \d+$/ });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    const all = Number(/\d+/.exec(showAll.textContent!)![0]);
    expect(all).toBeGreaterThan(SHORTLIST_SIZE);
    await user.click(showAll);
    expect(reaching()).toHaveLength(all);
    expect(within(otdr).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');

    const roles = () => within(pon()).getAllByRole('listitem').filter((li) => li.hasAttribute('data-product')).map((li) => li.querySelector('span')!.textContent);
    expect(roles().filter((r) => r === 'ONT')).toHaveLength(SHORTLIST_SIZE);
    expect(roles()).toEqual(expect.arrayContaining(['OLT', 'Feeder cable', 'Drop cable', 'Fusion splicer']));
    await user.click(within(pon()).getByRole('button', { name: 'Add all to enquiry' }));
    expect(within(pon()).getByText(/^Added \d+ of \d+/)).toHaveTextContent(`Added ${roles().length} of ${roles().length} to your enquiry list.`);
  }, 30_000); // ten copies of every OTDR and ONT: a render of hundreds of rows, slow on a loaded two-core machine

  it('offers “Show all” under exactly the lists longer than their shortlist, naming how many there are', () => {
    render(<Planner {...props} />);
    // What the default plan lists, by the catalogue's records: no button while a list fits, one naming the whole list once it outgrows it.
    const showAll = <T,>(region: string, items: readonly T[], groupOf: (item: T) => string) => {
      const button = within(screen.getByRole('region', { name: region })).queryByRole('button', { name: /^Show all/ });
      expect({ region, showAll: button?.textContent ?? null }).toEqual({ region, showAll: shortlist(items, groupOf).more > 0 ? `Show all ${items.length}` : null });
    };
    showAll('PON power budget', planPon(defaultPlan, context).outcome?.products ?? [], (p) => p.role);
    showAll('OTDR for your span', planOtdr(defaultPlan, context).outcome?.reaching ?? [], () => 'otdr');
    showAll('CATV amplifier output', planCatv(defaultPlan, context).outcome?.delivering ?? [], () => 'amplifier');
  });
});
