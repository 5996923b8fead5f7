import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { facets, rows } from '@/lib/guide/fixtures.test-data';
import { GUIDE_WINDOW, LandingCatalogue, type LandingCatalogueProps } from './landing-catalogue';
import guideStyles from './guide.module.css';
import tabStyles from './tabs.module.css';

const tabs = [
  { id: 'all', label: 'All products' },
  { id: 'otdr', label: 'OTDR' },
  { id: 'meter', label: 'Meters' },
];
const cards: LandingCatalogueProps['cards'] = rows.map((row) => ({
  key: row.product,
  tabs: row.tabs,
  models: [row.model],
  card: <a href={`#card-${row.model}`}>Card {row.model}</a>,
}));

function setup(guideRows: LandingCatalogueProps['rows'] = rows) {
  const user = userEvent.setup();
  render(
    <LandingCatalogue
      family="deviser"
      name="Deviser"
      idPrefix="deviser"
      tabsLabel="Deviser product categories"
      tabs={tabs}
      facets={facets}
      rows={guideRows}
      csvHref="/selection-guide/deviser.csv"
      cards={cards}
      classes={{ tabs: tabStyles, guide: guideStyles }}
    />,
  );
  const table = screen.getByRole('table', { name: 'Deviser selection guide' });
  const shownModels = () => within(table).queryAllByRole('rowheader', { hidden: true }).filter((th) => !th.closest('tr')!.hidden).map((th) => th.textContent);
  const shownCards = () => screen.getAllByRole('link', { name: /^Card / }).filter((a) => !a.closest('li')!.hidden).map((a) => a.textContent?.replace('Card ', ''));
  const openFilters = () => user.click(screen.getByText('Filter models', { selector: 'summary' }));
  return { user, table, shownModels, shownCards, openFilters };
}

beforeEach(() => window.history.replaceState(null, '', '/deviser'));

/** requestIdleCallback held in a queue that `run` empties, so a test says when the page is idle. */
function stubIdle() {
  const queue: (() => void)[] = [];
  const win = window as unknown as { requestIdleCallback?: (cb: () => void) => number; cancelIdleCallback?: () => void };
  win.requestIdleCallback = (cb) => queue.push(cb);
  win.cancelIdleCallback = () => {};
  return {
    run: () => queue.splice(0).forEach((cb) => cb()),
    restore: () => {
      delete win.requestIdleCallback;
      delete win.cancelIdleCallback;
    },
  };
}

describe('LandingCatalogue tabs', () => {
  it('starts on the first tab with every row and card shown', () => {
    const { shownModels, shownCards } = setup();
    expect(screen.getByRole('tab', { name: /All products/ })).toHaveAttribute('aria-selected', 'true');
    expect(shownModels()).toEqual(['A', 'B', 'C', 'M', 'N']);
    expect(shownCards()).toEqual(['A', 'B', 'C', 'M', 'N']);
    expect(screen.getByRole('status')).toHaveTextContent('5 of 5 models');
  });

  it('selects a tab on click, narrows rows and cards alike, and writes the tab into the query', async () => {
    const { user, shownModels, shownCards } = setup();
    await user.click(screen.getByRole('tab', { name: /Meters/ }));
    expect(screen.getByRole('tab', { name: /Meters/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(shownModels()).toEqual(['M', 'N']));
    await waitFor(() => expect(shownCards()).toEqual(['M', 'N']));
    await waitFor(() => expect(window.location.search).toBe('?tab=meter'));
  });

  it('moves focus with arrow keys and selects only on Enter or Space, one tab in the tab order', async () => {
    const { user } = setup();
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    screen.getByRole('tab', { name: /All products/ }).focus();
    await user.keyboard('{ArrowRight}');
    const otdr = screen.getByRole('tab', { name: /OTDR/ });
    expect(otdr).toHaveFocus();
    expect(otdr).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(otdr).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Meters/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('tab', { name: /Meters/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the view a shared link names, an old #tab link included, and ignores what it does not know', async () => {
    window.history.replaceState(null, '', '/deviser#otdr');
    const first = setup();
    expect(screen.getByRole('tab', { name: /OTDR/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(first.shownModels()).toEqual(['A', 'B', 'C']));
    expect(window.location.search).toBe('?tab=otdr');
  });
});

describe('LandingCatalogue filters', () => {
  it('draws the filter form once the page is idle, inside the closed disclosure, so opening it draws nothing new', async () => {
    const idle = stubIdle();
    try {
      const { openFilters } = setup();
      const details = screen.getByText('Filter models', { selector: 'summary' }).closest('details')!;
      expect(details.open).toBe(false);
      expect(screen.queryByRole('group', { name: 'Dynamic range' })).toBeNull();
      act(() => idle.run());
      const group = await screen.findByRole('group', { name: 'Dynamic range' });
      expect(details.open).toBe(false);
      await openFilters();
      expect(details.open).toBe(true);
      expect(screen.getByRole('group', { name: 'Dynamic range' })).toBe(group);
      await openFilters();
      expect(details.open).toBe(false);
    } finally {
      idle.restore();
    }
  });

  it('ends the open form with "Show N models", which counts the result set, closes the filters and takes the focus to the table', async () => {
    const { user, openFilters } = setup();
    await openFilters();
    await user.click(within(screen.getByRole('group', { name: 'In service' })).getByRole('checkbox'));
    const show = await screen.findByRole('button', { name: 'Show 2 models' });
    await user.click(show);
    expect(screen.getByText('Filter models', { selector: 'summary' }).closest('details')!.open).toBe(false);
    expect(screen.getByRole('region', { name: 'Deviser selection guide, scrollable table' })).toHaveFocus();
  });

  it('narrows the table and the cards together by "at least", and the count and chip agree', async () => {
    const { user, shownModels, shownCards, openFilters } = setup();
    await openFilters();
    const group = screen.getByRole('group', { name: 'Dynamic range' });
    await user.type(within(group).getByRole('spinbutton', { name: /At least/ }), '40');
    await waitFor(() => expect(shownModels()).toEqual(['B', 'C']));
    await waitFor(() => expect(shownCards()).toEqual(['B', 'C']));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 of 5 models'));
    expect(screen.getByRole('button', { name: 'Remove filter: Dynamic range ≥ 40 dB' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?dr=40..'));
  });

  it('counts each value beside its checkbox and ticks a set filter as every value', async () => {
    const { user, shownModels, openFilters } = setup();
    await openFilters();
    const group = screen.getByRole('group', { name: 'Wavelengths' });
    expect(within(group).getByRole('checkbox', { name: /1625 nm \(1\)/ })).toBeInTheDocument();
    await user.click(within(group).getByRole('checkbox', { name: /1625/ }));
    await waitFor(() => expect(shownModels()).toEqual(['B']));
  });

  it('removes one filter by its chip and all of them with Clear filters', async () => {
    const { user, shownModels, openFilters } = setup();
    await openFilters();
    await user.click(within(screen.getByRole('group', { name: 'In service' })).getByRole('checkbox'));
    await user.click(within(screen.getByRole('group', { name: 'Type' })).getByRole('checkbox', { name: /Meter/ }));
    await waitFor(() => expect(shownModels()).toEqual(['M']));
    await user.click(screen.getByRole('button', { name: 'Remove filter: In service' }));
    await waitFor(() => expect(shownModels()).toEqual(['M', 'N']));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownModels()).toEqual(['A', 'B', 'C', 'M', 'N']));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('says which filter to loosen when nothing matches', async () => {
    const { user, shownModels, openFilters } = setup();
    await openFilters();
    await user.type(within(screen.getByRole('group', { name: 'Dynamic range' })).getByRole('spinbutton', { name: /At least/ }), '44');
    await user.click(within(screen.getByRole('group', { name: 'In service' })).getByRole('checkbox'));
    await waitFor(() => expect(shownModels()).toEqual([]));
    expect(await screen.findByText(/No model meets all of these figures\. Loosen “Dynamic range”: 2 models meet the rest\./)).toBeInTheDocument();
  });

  it('makes each change a history entry, so Back undoes it', async () => {
    const { user, shownModels, openFilters } = setup();
    await openFilters();
    await user.click(within(screen.getByRole('group', { name: 'In service' })).getByRole('checkbox'));
    await waitFor(() => expect(shownModels()).toEqual(['B', 'M']));
    act(() => {
      window.history.replaceState(null, '', '/deviser');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(shownModels()).toEqual(['A', 'B', 'C', 'M', 'N']));
  });

  it('ticks the box at once, then shows the rows and writes the URL after the paint, one entry per change and one for all the keys typed in a box', async () => {
    const { user, shownModels, openFilters } = setup();
    await openFilters();
    const before = window.history.length;
    const box = within(screen.getByRole('group', { name: 'In service' })).getByRole('checkbox');
    act(() => box.click());
    // The control answers in its own frame; the rows and the history write wait for its paint.
    expect(box).toBeChecked();
    expect(shownModels()).toEqual(['A', 'B', 'C', 'M', 'N']);
    expect(window.location.search).toBe('');
    await waitFor(() => expect(shownModels()).toEqual(['B', 'M']));
    await waitFor(() => expect(window.location.search).toBe('?live=1'));
    expect(window.history.length).toBe(before + 1);
    const figure = within(screen.getByRole('group', { name: 'Dynamic range' })).getByRole('spinbutton', { name: /At least/ });
    for (const key of ['4', '1']) {
      await user.type(figure, key);
      await waitFor(() => expect(window.location.search).toContain(`dr=${key === '4' ? '4' : '41'}..`));
    }
    expect(window.history.length).toBe(before + 2);
  });
});

describe('LandingCatalogue sorting', () => {
  it('sorts by a column from its header button and says so with aria-sort, models without a value last', async () => {
    const { user, table, shownModels, openFilters } = setup();
    await openFilters();
    const header = within(table).getByRole('columnheader', { name: /Weight/ });
    expect(header).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(shownModels()).toEqual(['M', 'N', 'A', 'B', 'C']));
    // The sorted column moves next to the model, its button keeping the focus.
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)[2]).toMatch(/^Weight/);
    expect(within(header).getByRole('button')).toHaveFocus();
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(shownModels()).toEqual(['A', 'B', 'M', 'N', 'C']));
    await waitFor(() => expect(window.location.search).toBe('?sort=-weight'));
  });

  it('gives every header its explanation as the button’s description', () => {
    const { table } = setup();
    const header = within(table).getByRole('columnheader', { name: 'Dynamic range (dB)' });
    const button = within(header).getByRole('button');
    expect(button).toHaveAccessibleDescription('x');
  });
});

describe('LandingCatalogue counts', () => {
  it('reads out the cards shown with a noun that agrees: 1 product, 2 products', async () => {
    window.history.replaceState(null, '', '/deviser?tab=meter');
    const { user, shownCards } = setup();
    await waitFor(() => expect(shownCards()).toEqual(['M', 'N']));
    const live = () => document.querySelector('[aria-live="polite"]')!;
    expect(live()).toHaveTextContent(/^2 products$/);
    await user.click(screen.getByText('Filter models', { selector: 'summary' }));
    await user.click(within(screen.getByRole('group', { name: 'In service' })).getByRole('checkbox'));
    await waitFor(() => expect(shownCards()).toEqual(['M']));
    expect(live()).toHaveTextContent(/^1 product$/);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 models');
  });
});

describe('LandingCatalogue figures as stated', () => {
  it('marks a figure "(as stated)" in its cell and says once per model and note, under the table, what the other source gives', () => {
    const qualified = [
      ...rows,
      {
        ...rows[0]!,
        model: 'Q',
        product: 'q',
        figures: { ...rows[0]!.figures, dr: { stated: 20, note: 'the summary gives 26 dB' }, weight: { stated: 2, note: 'the summary gives 26 dB' }, out: { stated: 9, note: 'the card gives no range' } },
      },
    ];
    const { table } = setup(qualified);
    const q = within(table).getByRole('rowheader', { name: /^Q/ }).closest('tr')!;
    expect(within(q).getByText(/^20 \(as stated\)$/)).toBeInTheDocument();
    const notes = [...document.querySelectorAll('[data-figure-notes] li')].map((li) => li.textContent);
    expect(notes).toEqual(['Q, Dynamic range and Weight (as stated): the summary gives 26 dB.', 'Q, Output (as stated): the card gives no range.']);
  });
});

describe('LandingCatalogue at scale', () => {
  it('draws the first models of a long result set once idle, keeps the count whole, and shows all on request', async () => {
    const idle = stubIdle();
    try {
      const many = Array.from({ length: GUIDE_WINDOW + 20 }, (_, i) => ({ ...rows[i % rows.length]!, model: `M${i}`, product: `p${i}` }));
      const { user, table, shownModels } = setup(many);
      expect(shownModels()).toHaveLength(many.length);
      act(() => idle.run());
      await waitFor(() => expect(shownModels()).toEqual(many.slice(0, GUIDE_WINDOW).map((r) => r.model)));
      expect(screen.getByRole('status')).toHaveTextContent(`${many.length} of ${many.length} models`);
      expect(screen.getByText(`The first ${GUIDE_WINDOW} of ${many.length} models are shown.`)).toBeInTheDocument();
      // A sort keeps the window over the new order.
      await user.click(within(within(table).getByRole('columnheader', { name: /Weight/ })).getByRole('button'));
      await waitFor(() => expect(shownModels()[0]).not.toBe('M0'));
      expect(shownModels()).toHaveLength(GUIDE_WINDOW);
      await user.click(screen.getByRole('button', { name: `Show all ${many.length} models` }));
      await waitFor(() => expect(shownModels()).toHaveLength(many.length));
      expect(screen.queryByText(/are shown\.$/)).toBeNull();
    } finally {
      idle.restore();
    }
  });
});
