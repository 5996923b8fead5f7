import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSearchIndex } from '@/lib/search/build-index';
import { createSearchEngine, type SearchEngine } from '@/lib/search/engine';
import { unlistedModelNumber } from '@/tests/search-quality/unlisted';
import { SearchExperience } from './search-page';

// The page reads the raw query from location; the hook only tells it when the URL changed.
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const engine = createSearchEngine(buildSearchIndex());

async function visit(search: string, loadEngine: () => Promise<SearchEngine> = () => Promise.resolve(engine)) {
  window.history.replaceState(null, '', `/search${search}`);
  await act(async () => {
    render(<SearchExperience families={<p>families</p>} popular={<p>popular</p>} loadEngine={loadEngine} />);
  });
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('SearchExperience', () => {
  it('shows the results for the query best first, with the count, highlights and each one\u2019s family', async () => {
    await visit('?query=1%3A128');
    expect(heading()).toHaveTextContent('Results for \u201c1:128\u201d');
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results?$/);
    const first = screen.getAllByRole('listitem').find((li) => li.querySelector('h3'))!;
    expect(first.querySelector('a')).toHaveAttribute('href', engine.search('1:128')[0]!.url);
    expect(first.querySelector('mark')).toHaveTextContent('1:128');
    expect(first).toHaveTextContent('Product · Lumora PON');
    expect(screen.queryByText('families')).not.toBeInTheDocument();
  });

  it('keeps the ranked order, and groups by family only when asked', async () => {
    await visit('?query=cable%20tv%20amplifier');
    const titles = () => screen.getAllByRole('listitem').flatMap((li) => (li.querySelector('h3') ? [li.querySelector('a')!.getAttribute('href')] : []));
    expect(titles()).toEqual(engine.search('cable tv amplifier').map((r) => r.url));
    const ranked = screen.getByRole('button', { name: 'Best match first' });
    const grouped = screen.getByRole('button', { name: 'By family' });
    expect(ranked).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { level: 2, name: /Lumora EDFA/ })).not.toBeInTheDocument();
    await userEvent.setup().click(grouped);
    expect(grouped).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: /Lumora EDFA/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Result groups' })).toBeInTheDocument();
  });

  it('says which model a mistyped model number was read as', async () => {
    await visit('?query=s1b');
    expect(screen.getByText('Showing results for S1V: no model is called \u201cs1b\u201d.')).toBeInTheDocument();
    const first = screen.getAllByRole('listitem').find((li) => li.querySelector('h3'))!;
    expect(first.querySelector('a')).toHaveAttribute('href', engine.search('S1V')[0]!.url);
  });

  it('lists the best results when more matched than it shows, and says how many matched', async () => {
    const total = engine.search('splicer').length;
    const capped: SearchEngine = { ...engine, searchTop: (query) => engine.searchTop(query, 2) };
    await visit('?query=splicer', () => Promise.resolve(capped));
    expect(screen.getByRole('status')).toHaveTextContent(`${total} results`);
    expect(screen.getByText(`Showing the best 2 of ${total}.`, { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'))).toHaveLength(2);
  });

  it('lists every result, with no note, when all fit', async () => {
    await visit('?query=splicer');
    expect(screen.queryByText(/Showing the best/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'))).toHaveLength(engine.search('splicer').length);
  });

  it('shows the office nearest a city no branch names first, saying it is the nearest and how far', async () => {
    await visit('?query=lucknow');
    const first = screen.getAllByRole('listitem').find((li) => li.querySelector('h3'))!;
    expect(first.querySelector('a')).toHaveAttribute('href', engine.search('lucknow')[0]!.url);
    expect(first).toHaveTextContent('Branch office');
    expect(first).toHaveTextContent(/Nearest office to Lucknow: about \d+ km away in a straight line/);
  });

  it('puts the query in the box', async () => {
    await visit('?query=fc8r');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('fc8r');
  });

  it('offers popular products and families for a blank query', async () => {
    await visit('?query=%20%20');
    expect(heading()).toHaveTextContent(/^Search$/);
    expect(screen.getByText('popular')).toBeInTheDocument();
    expect(screen.getByText('families')).toBeInTheDocument();
  });

  it('says when nothing matched, and offers the closest models and the families', async () => {
    // A model number no product has, two digits from one that a product has (tests/search-quality/unlisted.ts).
    const { query, closest } = unlistedModelNumber();
    await visit(`?query=${query}`);
    expect(screen.getByRole('status')).toHaveTextContent(`Nothing matched \u201c${query}\u201d.`);
    expect(screen.getByRole('link', { name: (name) => name.includes(closest.model) })).toHaveAttribute('href', closest.page.route);
    expect(screen.getByText('families')).toBeInTheDocument();
  });

  it('shows HTML in the query as text', async () => {
    await visit(`?query=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(heading()).toHaveTextContent('Results for \u201c<img src=x onerror=alert(1)>\u201d');
    expect(document.querySelector('main img, img[src="x"]')).toBeNull();
  });

  it('shows malformed percent-encoding as typed', async () => {
    await visit('?query=%E0%A4%A');
    expect(heading()).toHaveTextContent('Results for \u201c%E0%A4%A\u201d');
  });

  it('cuts a long query to 200 characters', async () => {
    await visit(`?query=${'y'.repeat(260)}`);
    expect(heading()).toHaveTextContent(`Results for \u201c${'y'.repeat(200)}\u201d`);
  });

  it('says so when the index cannot load', async () => {
    await visit('?query=otdr', () => Promise.reject(new Error('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(/unavailable/);
    expect(screen.getByText('families')).toBeInTheDocument();
  });

  it('loads the engine only once there is a query, and then searches', async () => {
    const load = jest.fn(() => Promise.resolve(engine));
    window.history.replaceState(null, '', '/search');
    const page = <SearchExperience families={<p>families</p>} popular={<p>popular</p>} loadEngine={load} />;
    const { rerender } = render(page);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('families')).toBeInTheDocument();
    // The URL gains a query (the hook re-renders the page when it does).
    window.history.replaceState(null, '', '/search?query=otdr');
    await act(async () => rerender(<SearchExperience families={<p>families</p>} popular={<p>popular</p>} loadEngine={load} />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(heading()).toHaveTextContent('Results for \u201cotdr\u201d');
  });

  it('pushes a new search onto the history instead of reloading', async () => {
    await visit('?query=otdr');
    const push = jest.spyOn(window.history, 'pushState');
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, 'kolkata{Enter}');
    expect(push).toHaveBeenCalledWith(null, '', '/search?query=kolkata');
    push.mockRestore();
  });
});
