import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFamilies } from '@/content/catalogue';
import type { FamilyKey } from '@/content/catalogue/types';
import { buildCompareData, comparableFamilies, compareEntries } from '@/lib/compare/build-data';
import type { CompareFamilyData } from '@/lib/compare/data';
import { enquiryList } from '@/lib/enquiry/list-store';
import { CompareView } from './compare-view';

// Next re-renders readers of the search params when history.replaceState runs, in a transition
// (its router's restore action); the stand-in does the same.
jest.mock('next/navigation', () => {
  const { startTransition, useEffect, useState } = jest.requireActual<typeof import('react')>('react');
  const listeners = new Set<() => void>();
  const replace = window.history.replaceState.bind(window.history);
  window.history.replaceState = (...args: Parameters<History['replaceState']>) => {
    replace(...args);
    listeners.forEach((l) => l());
  };
  return {
    useSearchParams: () => {
      const [search, setSearch] = useState(() => window.location.search);
      useEffect(() => {
        const listener = () => startTransition(() => setSearch(window.location.search));
        listeners.add(listener);
        return () => void listeners.delete(listener);
      }, []);
      return new URLSearchParams(search);
    },
  };
});

const comparable = comparableFamilies();
let loadFamilies: jest.Mock<Promise<Record<string, FamilyKey>>, [readonly FamilyKey[]]>;
const families = Object.fromEntries(getFamilies().map((f) => [f.key, { name: f.shortTitle, href: `/${f.key}` }])) as Record<
  FamilyKey,
  { name: string; href: string }
>;

const files = new Map<FamilyKey, CompareFamilyData>();
const fileOf = (family: FamilyKey) => {
  if (!files.has(family)) files.set(family, JSON.parse(JSON.stringify(buildCompareData(family))) as CompareFamilyData);
  return files.get(family)!;
};

let load: jest.Mock<Promise<CompareFamilyData>, [FamilyKey]>;

function serve(ok = true) {
  load = jest.fn((family: FamilyKey) => (ok ? Promise.resolve(fileOf(family)) : Promise.reject(new Error('HTTP 500'))));
  loadFamilies = jest.fn((asked: readonly FamilyKey[]) => Promise.resolve(asked.length > 0 ? comparable : {}));
  return load;
}

async function visit(search: string) {
  window.history.replaceState(null, '', `/compare${search}`);
  await act(async () => {
    render(<CompareView families={families} browse={<p>family cards</p>} enquiryHref="/contact#enquiry-list" load={load} loadFamilies={loadFamilies} />);
  });
}

/** The row whose header reads `label` (role queries are slow over a table this size). */
const rowOf = (label: string) => screen.queryAllByText(label, { selector: 'th' })[0]?.closest('tr') ?? null;

const OLTS = '?items=op-100p16g,op-100p8g,op-100p4g';

describe('CompareView', () => {
  it('builds one table with a column per product, headed by its title and linked to its page', async () => {
    serve();
    await visit(OLTS);
    expect(load).toHaveBeenCalledWith('pon');
    const table = screen.getByRole('table', { name: 'Specifications of OP-100P16G, OP-100P8G, OP-100P4G' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Specification',
      'OP-100P16G 16-Port GPON OLT',
      'OP-100P8G 8-Port GPON OLT',
      'OP-100P4G 4-Port EPON OLT',
    ]);
    expect(within(headers[1]!).getByRole('link')).toHaveAttribute('href', '/lumora-pon/OP-100P16G');
  });

  it('compares models of one product like products: titled by the model and linked to the product’s page', async () => {
    const models = compareEntries().filter((e) => e.model !== null);
    const [a, b] = models.filter((e) => e.product === models[0]!.product);
    serve();
    await visit(`?items=${a!.key},${b!.key}`);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Specification', a!.model!.name, b!.model!.name]);
    for (const h of headers.slice(1)) expect(within(h).getByRole('link')).toHaveAttribute('href', a!.product.page.route);
    expect(screen.queryByText(/ignored/i)).toBeNull();
  });

  it('opens with the key figures and marks no count best: how many ports a buyer needs is his to decide', async () => {
    serve();
    await visit(OLTS);
    expect(rowOf('Key figures')!.querySelector('th')).toHaveAttribute('scope', 'rowgroup');
    // PON ports: 16, 8 and 4; a need, not a quality.
    const ports = rowOf('PON ports')!;
    const cells = within(ports).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['16 ports', '8 ports', '4 ports']);
    expect(ports.querySelector('[data-best]')).toBeNull();
    // Device: no better end, never marked.
    expect(within(rowOf('Device')!).queryByText(/best/)).toBeNull();
  });

  it('marks the best of each figure that has a better end by what its source promises, in words', async () => {
    serve();
    await visit('?items=ae3100,ae1001,ae3100-live');
    // Dynamic range at 1550 nm: at least 30 to at least 43 dB across the AE3100 grades, 24 dB, 38 dB; more is better.
    const range = rowOf('Dynamic range at 1550 nm (dB)')!;
    const cells = within(range).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^≥ 30–43 dB \(best\)$/);
    expect(cells[0]).toHaveAttribute('data-best');
    // Weight: under 2, under 1, under 2 kg; less is better.
    const weight = within(rowOf('Weight (kg)')!).getAllByRole('cell');
    expect(weight.map((c) => c.textContent)).toEqual(['< 2 kg', '< 1 kg (best)', '< 2 kg']);
  });

  it('groups rows under their sections and shows — where a product has no value', async () => {
    serve();
    await visit(OLTS);
    expect(rowOf('Backplane bandwidth')).toHaveTextContent(/^Backplane bandwidth——128 Gbps$/);
    expect(rowOf('Chassis')).toHaveTextContent(/^Chassis(1U 19-inch standard box){3}$/);
    const section = rowOf('Hardware')!.querySelector('th')!;
    expect(section).toHaveAttribute('scope', 'rowgroup');
    expect(section.closest('tbody')).toContainElement(rowOf('Chassis'));
  });

  it('hides identical rows with "Only differences" and keeps the choice in the URL', async () => {
    serve();
    await visit(OLTS);
    const before = document.querySelectorAll('tr').length;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only differences' }));
    expect(rowOf('Chassis')).toBeNull();
    expect(rowOf('Power consumption')).not.toBeNull();
    expect(document.querySelectorAll('tr').length).toBeLessThan(before);
    expect(window.location.search).toBe(`${OLTS}&only=differences`);
    expect(screen.getByText(/identical rows hidden/)).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only differences' }));
    expect(rowOf('Chassis')).not.toBeNull();
  });

  describe('"Add all to enquiry"', () => {
    beforeEach(() => {
      window.localStorage.clear();
      enquiryList.set([]);
    });

    it('puts every compared product on the enquiry list, says so, and links the list', async () => {
      serve();
      await visit(OLTS);
      expect(screen.queryByRole('link', { name: 'View your enquiry list' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Add all to enquiry' }));
      expect(enquiryList.get()).toEqual([
        { key: 'op-100p16g', quantity: 1 },
        { key: 'op-100p8g', quantity: 1 },
        { key: 'op-100p4g', quantity: 1 },
      ]);
      const said = screen.getByText(/to your enquiry/);
      expect(said).toHaveAttribute('role', 'status');
      expect(said).toHaveTextContent(/^Added 3 products to your enquiry\. View your enquiry list$/);
      expect(within(said).getByRole('link', { name: 'View your enquiry list' })).toHaveAttribute('href', '/contact#enquiry-list');
    });

    it('adds a compared model as its product, once, and counts what the list held already', async () => {
      const models = compareEntries().filter((e) => e.model !== null);
      const [a, b] = models.filter((e) => e.product === models[0]!.product);
      const productKey = a!.product.key;
      enquiryList.set([{ key: productKey, quantity: 2 }]);
      serve();
      await visit(`?items=${a!.key},${b!.key}`);
      await userEvent.click(screen.getByRole('button', { name: 'Add all to enquiry' }));
      expect(enquiryList.get()).toEqual([{ key: productKey, quantity: 2 }]);
      expect(screen.getByText(/Already on your enquiry/)).toHaveTextContent(/^Already on your enquiry: 1 product\./);
    });
  });

  describe('on a phone', () => {
    const original = window.matchMedia;
    /** A viewport `width` px wide: queries of the form `(width <= N px)` match as a browser's would. */
    const viewport = (width: number) => {
      window.matchMedia = ((query: string) => {
        const max = /\(width <= (\d+)px\)/.exec(query);
        return { matches: max ? width <= Number(max[1]) : false, media: query, addEventListener() {}, removeEventListener() {} };
      }) as unknown as typeof window.matchMedia;
    };
    afterEach(() => {
      window.matchMedia = original;
    });

    it('folds each section’s rows that are the same for every model into one closed group, and shows the rows that differ', async () => {
      viewport(390);
      serve();
      await visit(OLTS);
      expect(rowOf('Chassis')).toBeNull();
      expect(rowOf('Power consumption')).not.toBeNull();
      const hardware = rowOf('Hardware')!.closest('tbody')!;
      const fold = hardware.querySelector('details')!;
      expect(fold).not.toHaveAttribute('open');
      const same = within(fold).getAllByRole('term');
      expect(fold.querySelector('summary')).toHaveTextContent(new RegExp(`^${same.length} rows? the same for all models$`));
      expect(same.map((dt) => dt.textContent)).toContain('Chassis');
      expect(within(fold).getByText('Chassis').nextElementSibling).toHaveTextContent('1U 19-inch standard box');
      // One group a section at most, and only where the section has such rows.
      for (const body of document.querySelectorAll('tbody')) expect(body.querySelectorAll('details').length).toBeLessThanOrEqual(1);
    });

    it('leaves "Only differences" as it was: identical rows hidden, nothing folded', async () => {
      viewport(390);
      serve();
      await visit(`${OLTS}&only=differences`);
      expect(document.querySelector('details')).toBeNull();
      expect(screen.getByText(/identical rows hidden/)).toHaveAttribute('role', 'status');
    });

    it('folds nothing on a wider screen', async () => {
      viewport(641);
      serve();
      await visit(OLTS);
      expect(document.querySelector('details')).toBeNull();
      expect(rowOf('Chassis')).not.toBeNull();
    });
  });

  it('ticks "Only differences" at the click, before the URL’s transition has rendered', async () => {
    serve();
    await visit(OLTS);
    const box = screen.getByRole('checkbox', { name: 'Only differences' });
    // Outside act, as a browser runs it: the click's own update renders in a microtask, the transition later.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      box.click();
      await Promise.resolve();
      expect(box).toBeChecked();
      await waitFor(() => expect(rowOf('Chassis')).toBeNull());
      expect(box).toBeChecked();
      expect(window.location.search).toBe(`${OLTS}&only=differences`);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('restores the differences view from the link alone', async () => {
    serve();
    await visit(`${OLTS}&only=differences`);
    expect(screen.getByRole('checkbox', { name: 'Only differences' })).toBeChecked();
    expect(rowOf('Chassis')).toBeNull();
  });

  it('lists keys it ignored, and why, without failing', async () => {
    serve();
    await visit('?items=op-100p16g,nothing,op-100p16g,s1v,op-100p8g');
    const ignored = screen.getByRole('heading', { name: 'Ignored from the link' }).parentElement!;
    expect(within(ignored).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'nothing: not a product with specifications',
      'op-100p16g: listed twice',
      's1v: from another family',
    ]);
    expect(document.querySelectorAll('thead th')).toHaveLength(3);
  });

  it('offers the families when the link names nothing to compare', async () => {
    serve();
    await visit('');
    expect(screen.getByText(/No models chosen yet/)).toBeInTheDocument();
    expect(screen.getByText('family cards')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('asks for a second model when the link names one, with the switch off', async () => {
    serve();
    await visit('?items=s1v');
    expect(screen.getByText(/at least one more model/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Only differences' })).toBeDisabled();
  });

  it('says so when the data cannot be loaded', async () => {
    serve(false);
    await visit(OLTS);
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be loaded/);
  });
});
