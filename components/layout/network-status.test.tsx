import { act, render, screen } from '@testing-library/react';
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

  it('says nothing of a kit that is current, when the list cannot be fetched, or when what came back is not a list', async () => {
    localStorage.setItem(SAVED_KIT_KEY, JSON.stringify(saved));
    (fetch as jest.Mock).mockResolvedValueOnce({ ok: true, json: () => Promise.resolve(list('a1')) });
    const { unmount } = render(<NetworkStatus />);
    await act(() => Promise.resolve());
    expect(region()).toBeEmptyDOMElement();
    unmount();
    (fetch as jest.Mock).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const second = render(<NetworkStatus />);
    await act(() => Promise.resolve());
    expect(region()).toBeEmptyDOMElement();
    second.unmount();
    (fetch as jest.Mock).mockResolvedValueOnce({ ok: true, json: () => Promise.resolve({ version: 'v-a2', files: {} }) });
    render(<NetworkStatus />);
    await act(() => Promise.resolve());
    expect(region()).toBeEmptyDOMElement();
    expect(fetch).toHaveBeenCalledTimes(3);
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
