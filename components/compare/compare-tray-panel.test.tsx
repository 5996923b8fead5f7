import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FamilyKey } from '@/content/catalogue/types';
import { compareList } from '@/lib/compare/store';
import { serialiseStoredList } from '@/lib/browser/stored-list';
import { CompareToggle } from './compare-toggle';
import { CompareTrayPanel } from './compare-tray-panel';

const familyNames: Record<FamilyKey, string> = {
  sumitomo: 'Sumitomo',
  deviser: 'Deviser',
  pon: 'Lumora PON',
  fiber: 'Lumora Fiber',
  edfa: 'Lumora EDFA',
};

const olts = ['OP-100P16G', 'OP-100P8G', 'OP-100P4G', 'OP-100P8', 'OP-100P4'];

/** A page of `family` with the five OLTs' and the S1V's toggles, and the tray. */
function renderPage(family: FamilyKey = 'pon') {
  return render(
    <>
      {olts.map((model) => (
        <CompareToggle key={model} productKey={model.toLowerCase()} family="pon" model={model} label="Compare" variant="overlay" />
      ))}
      <CompareToggle productKey="s1v" family="sumitomo" model="S1V" label="Compare" variant="hero" />
      <CompareTrayPanel familyNames={familyNames} family={family} />
    </>,
  );
}

/** The tray follows the controls a paint later (usePaintedValue): let that paint pass. */
const painted = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

async function press(element: HTMLElement): Promise<void> {
  await userEvent.click(element);
  await painted();
}

const toggle = (model: string) => screen.getByRole('button', { name: `Compare ${model}` });
const tray = () => screen.getByRole('region', { name: 'Comparison' });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  compareList.set([]);
});

describe('compare toggles and tray', () => {
  it('shows no tray until a product is chosen', () => {
    renderPage();
    expect(screen.queryByRole('region', { name: 'Comparison' })).not.toBeInTheDocument();
    expect(toggle('OP-100P16G')).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds products to the tray, with remove buttons and a "Compare (n)" link', async () => {
    renderPage();
    for (const model of olts.slice(0, 3)) await press(toggle(model));
    expect(toggle('OP-100P16G')).toHaveAttribute('aria-pressed', 'true');
    expect(within(tray()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(olts.slice(0, 3));
    expect(within(tray()).getByRole('link', { name: 'Compare (3)' })).toHaveAttribute(
      'href',
      '/compare?items=op-100p16g,op-100p8g,op-100p4g',
    );
    expect(within(tray()).getByRole('status')).toHaveTextContent('OP-100P4G added: 3 of 4 chosen.');
    expect(within(tray()).getByText('Comparing Lumora PON')).toBeInTheDocument();
  });

  it('refuses a fifth product in words and changes nothing', async () => {
    renderPage();
    for (const model of olts.slice(0, 4)) await press(toggle(model));
    await press(toggle('OP-100P4'));
    expect(toggle('OP-100P4')).toHaveAttribute('aria-pressed', 'false');
    expect(within(tray()).getAllByRole('listitem')).toHaveLength(4);
    expect(within(tray()).getByRole('status')).toHaveTextContent(/OP-100P4 was not added: a comparison holds at most 4 products/);
  });

  it('refuses another family’s product, naming the family being compared', async () => {
    renderPage();
    await press(toggle('OP-100P16G'));
    await press(toggle('S1V'));
    expect(toggle('S1V')).toHaveAttribute('aria-pressed', 'false');
    expect(within(tray()).getByRole('status')).toHaveTextContent(/S1V was not added: .*Lumora PON products/);
  });

  it('removes a product from the tray and from its toggle', async () => {
    renderPage();
    await press(toggle('OP-100P16G'));
    await press(toggle('OP-100P8G'));
    await press(within(tray()).getByRole('button', { name: 'Remove OP-100P16G from the comparison' }));
    expect(toggle('OP-100P16G')).toHaveAttribute('aria-pressed', 'false');
    expect(within(tray()).getByRole('link', { name: 'Compare (1)' })).toBeInTheDocument();
    await press(within(tray()).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('region', { name: 'Comparison' })).not.toBeInTheDocument();
  });

  it('follows a choice made in another tab', async () => {
    renderPage();
    const raw = serialiseStoredList([{ key: 'op-100p8', family: 'pon', model: 'OP-100P8' }], 1);
    act(() => {
      window.localStorage.setItem('compare-list', raw);
      window.dispatchEvent(new StorageEvent('storage', { key: 'compare-list', newValue: raw }));
    });
    await painted();
    expect(toggle('OP-100P8')).toHaveAttribute('aria-pressed', 'true');
    expect(within(tray()).getByRole('link', { name: 'Compare (1)' })).toBeInTheDocument();
  });

  it('keeps the choice for the next page', async () => {
    renderPage();
    await press(toggle('OP-100P16G'));
    expect(JSON.parse(window.localStorage.getItem('compare-list')!)).toEqual({
      version: 1,
      items: [{ key: 'op-100p16g', family: 'pon', model: 'OP-100P16G' }],
    });
  });

  it('keeps off another family’s page, yet says why when a control there is refused', async () => {
    compareList.set([{ key: 's1v', family: 'sumitomo', model: 'S1V' }]);
    renderPage('pon');
    expect(screen.queryByRole('region', { name: 'Comparison' })).not.toBeInTheDocument();
    await press(toggle('OP-100P16G'));
    expect(within(tray()).getByRole('status')).toHaveTextContent(/OP-100P16G was not added: .*Sumitomo products/);
  });

  it('shows on its own family’s page', () => {
    compareList.set([{ key: 's1v', family: 'sumitomo', model: 'S1V' }]);
    renderPage('sumitomo');
    expect(within(tray()).getByRole('link', { name: 'Compare (1)' })).toBeInTheDocument();
  });

  it('puts the tray away for the visit, down to a "Compare (n)" button that opens it again', async () => {
    const page = renderPage();
    await press(toggle('OP-100P16G'));
    await press(toggle('OP-100P8G'));
    const hide = within(tray()).getByRole('button', { name: 'Hide' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await press(hide);
    const reopen = within(tray()).getByRole('button', { name: 'Compare (2)' });
    expect(reopen).toHaveAttribute('aria-expanded', 'false');
    expect(reopen).toHaveFocus();
    expect(within(tray()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(tray()).queryByRole('link')).not.toBeInTheDocument();

    // The next page of the visit opens with it put away.
    page.unmount();
    renderPage();
    await press(within(tray()).getByRole('button', { name: 'Compare (2)' }));
    expect(within(tray()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(tray()).getByRole('button', { name: 'Hide' })).toHaveFocus();
  });

  it('still says what a control did while it is put away', async () => {
    renderPage();
    await press(toggle('OP-100P16G'));
    await press(within(tray()).getByRole('button', { name: 'Hide' }));
    await press(toggle('OP-100P8G'));
    expect(within(tray()).getByRole('button', { name: 'Compare (2)' })).toBeInTheDocument();
    expect(within(tray()).getByRole('status')).toHaveTextContent('OP-100P8G added: 2 of 4 chosen.');
  });
});
