import { act, render, screen, waitFor } from '@testing-library/react';
import { networkStatus } from '@/content/network-status';
import { FIELD_KIT_MANIFEST_PATH } from '@/lib/offline/caches';
import { SAVED_KIT_KEY, type FieldKitManifest, type SavedKit } from '@/lib/offline/kit';
import { NetworkStatus } from './network-status';

let online = true;
/** The header's live region (aria-live, not role=status: the page's own status messages keep that role to themselves). */
const region = () => document.querySelector('[aria-live="polite"]')!;
const goOnline = (value: boolean) =>
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });

const saved: SavedKit = { version: 'v1', savedAt: '2026-11-20T10:00:00.000Z', groups: ['deviser'], files: { '/deviser/AE1001': 'a1' }, bytes: 10 };
const list = (revision: string): FieldKitManifest => ({
  version: `v-${revision}`,
  builtAt: '2026-11-27T00:00:00.000Z',
  files: { '/deviser/AE1001': { bytes: 10, revision } },
  groups: [{ key: 'deviser', label: 'Deviser', summary: '1 product', files: ['/deviser/AE1001'] }],
});

beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  localStorage.clear();
  global.fetch = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

describe('NetworkStatus', () => {
  it('holds an empty live region while online, and asks nothing of a device without a kit', () => {
    render(<NetworkStatus />);
    expect(region()).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a quiet Offline badge in the live region while the connection is gone, and takes it away when it returns', () => {
    render(<NetworkStatus />);
    goOnline(false);
    expect(region()).toHaveTextContent(`${networkStatus.offline} ${networkStatus.offlineDetail}`);
    goOnline(true);
    expect(region()).toBeEmptyDOMElement();
  });

  it('says, with a link to the field kit, when the saved kit is older than the site', async () => {
    localStorage.setItem(SAVED_KIT_KEY, JSON.stringify(saved));
    (fetch as jest.Mock).mockResolvedValue({ ok: true, json: () => Promise.resolve(list('a2')) });
    render(<NetworkStatus />);
    const link = await screen.findByRole('link', { name: networkStatus.kitOutdated });
    expect(link).toHaveAttribute('href', networkStatus.kitPath);
    expect(fetch).toHaveBeenCalledWith(FIELD_KIT_MANIFEST_PATH, { cache: 'no-cache' });
  });

  it.each<[string, () => void]>([
    ['is current', () => (fetch as jest.Mock).mockResolvedValue({ ok: true, json: () => Promise.resolve(list('a1')) })],
    ['cannot be fetched', () => (fetch as jest.Mock).mockRejectedValue(new TypeError('Failed to fetch'))],
    ['is not a list', () => (fetch as jest.Mock).mockResolvedValue({ ok: true, json: () => Promise.resolve({ version: 'v-a2', files: {} }) })],
  ])('says nothing when the list the site serves %s', async (_when, answer) => {
    localStorage.setItem(SAVED_KIT_KEY, JSON.stringify(saved));
    answer();
    render(<NetworkStatus />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // Let the answer reach the component before looking.
    for (let i = 0; i < 5; i += 1) await act(() => Promise.resolve());
    expect(region()).toBeEmptyDOMElement();
  });

  it('waits for the connection before asking', async () => {
    online = false;
    localStorage.setItem(SAVED_KIT_KEY, JSON.stringify(saved));
    (fetch as jest.Mock).mockResolvedValue({ ok: true, json: () => Promise.resolve(list('a2')) });
    render(<NetworkStatus />);
    expect(fetch).not.toHaveBeenCalled();
    goOnline(true);
    expect(await screen.findByRole('link', { name: networkStatus.kitOutdated })).toBeInTheDocument();
  });
});
