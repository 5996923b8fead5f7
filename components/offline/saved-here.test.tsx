import { render, screen, within } from '@testing-library/react';
import { OFFLINE_CACHES } from '@/lib/offline/caches';
import { SAVED_KIT_KEY } from '@/lib/offline/kit';
import { SavedHere } from './saved-here';

const groups = [
  {
    key: 'deviser',
    label: 'Deviser',
    links: [
      { label: 'Deviser Fibre Test Instruments', href: '/deviser' },
      { label: 'AE1001 OTDR', href: '/devisor/AE1001', datasheet: { model: 'AE1001', href: '/datasheets/ae1001.pdf' } },
      { label: 'EP310 power meter', href: '/devisor/EP310', datasheet: { model: 'EP-310', href: '/datasheets/ep310.pdf' } },
    ],
  },
  { key: 'sumitomo', label: 'Sumitomo', links: [{ label: 'Sumitomo', href: '/sumitomo' }] },
];

function device(cached: readonly string[], record: readonly string[] = cached) {
  localStorage.setItem(
    SAVED_KIT_KEY,
    JSON.stringify({ version: 'v', savedAt: '2026-11-27T03:00:00.000Z', groups: ['deviser'], files: Object.fromEntries(record.map((p) => [p, 'r'])), bytes: 1 }),
  );
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  Object.assign(globalThis, {
    caches: {
      has: async (name: string) => name === OFFLINE_CACHES.kit,
      open: async () => ({ keys: async () => cached.map((p) => ({ url: `http://localhost${p}` })) }),
    },
  });
}

afterEach(() => {
  localStorage.clear();
  delete (globalThis as { caches?: unknown }).caches;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('SavedHere', () => {
  it('links the saved pages by group, each product page with its datasheet when that is saved too', async () => {
    device(['/deviser', '/devisor/AE1001', '/datasheets/ae1001.pdf', '/devisor/EP310']);
    render(<SavedHere groups={groups} />);
    const deviser = within(await screen.findByRole('region', { name: 'Deviser' }));
    expect(deviser.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Deviser Fibre Test Instruments', '/deviser'],
      ['AE1001 OTDR', '/devisor/AE1001'],
      ['AE1001 datasheet (PDF)', '/datasheets/ae1001.pdf'],
      ['EP310 power meter', '/devisor/EP310'],
    ]);
    expect(screen.queryByRole('region', { name: 'Sumitomo' })).not.toBeInTheDocument();
  });

  it('lists only what both the kit cache holds and the record lists', async () => {
    device(['/deviser', '/sumitomo'], ['/deviser', '/devisor/AE1001']);
    render(<SavedHere groups={groups} />);
    const deviser = within(await screen.findByRole('region', { name: 'Deviser' }));
    expect(deviser.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/deviser']);
    expect(screen.queryByRole('region', { name: 'Sumitomo' })).not.toBeInTheDocument();
  });

  it('says when nothing is saved, and when the browser cannot keep pages', async () => {
    device([]);
    const { unmount } = render(<SavedHere groups={groups} />);
    expect(await screen.findByText(/Nothing else is saved on this device/)).toBeInTheDocument();
    unmount();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    render(<SavedHere groups={groups} />);
    expect(await screen.findByText('This browser cannot keep pages for use without a connection.')).toBeInTheDocument();
  });
});
