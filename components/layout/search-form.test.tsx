import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSuggestIndex } from '@/lib/search/build-index';
import { createSuggestEngine, type SearchEngine } from '@/lib/search/engine';
import { SearchForm } from './search-form';

// The header box runs on the suggestion stage, as on the site.
const engine = createSuggestEngine(buildSuggestIndex());

function setup(loadEngine: () => Promise<SearchEngine> = jest.fn(() => Promise.resolve(engine))) {
  const navigate = jest.fn();
  render(<SearchForm action="/search" navigate={navigate} loadEngine={loadEngine} />);
  return { navigate, loadEngine, input: screen.getByRole('combobox', { name: 'Search' }), user: userEvent.setup() };
}

describe('SearchForm', () => {
  it('is a search landmark with a labelled input', () => {
    setup();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('navigates to /search with the trimmed query on Enter', async () => {
    const { navigate, input, user } = setup();
    await user.type(input, '  OP-100P16G  {Enter}');
    expect(navigate).toHaveBeenCalledWith('/search?query=OP-100P16G');
  });

  it('encodes & # % and non-ASCII text', async () => {
    const { navigate, input, user } = setup();
    await user.type(input, 'a&b #2 5% केबल');
    await user.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(navigate).toHaveBeenCalledWith(`/search?query=${encodeURIComponent('a&b #2 5% केबल')}`);
  });

  it('does nothing for empty or blank text', async () => {
    const { navigate, input, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit search' }));
    await user.type(input, '    {Enter}');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('SearchForm suggestions', () => {
  it('loads the engine only when the box is focused', async () => {
    const { loadEngine, input, user } = setup();
    expect(loadEngine).not.toHaveBeenCalled();
    await user.click(input);
    expect(loadEngine).toHaveBeenCalledTimes(1);
  });

  it('is a collapsed combobox that controls its listbox', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const list = document.getElementById(input.getAttribute('aria-controls')!);
    expect(list).toHaveAttribute('role', 'listbox');
  });

  it('offers up to six suggestions while typing', async () => {
    const { input, user } = setup();
    await user.type(input, 'splicer');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(6);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  });

  it('moves through the options with the arrow keys and goes to one on Enter', async () => {
    const { input, user, navigate } = setup();
    await user.type(input, 'fc8r');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[options.length - 1]!.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/sumitomo/FC8R');
  });

  it('goes to an option on click', async () => {
    const { input, user, navigate } = setup();
    await user.type(input, 'kolkata');
    await user.click(await screen.findByRole('option', { name: /Kolkata Office/ }));
    expect(navigate).toHaveBeenCalledWith('/contact?branch=kolkata');
  });

  it('offers the office nearest a city no branch names, saying how far it is', async () => {
    const { input, user, navigate } = setup();
    const expected = engine.suggest('lucknow')[0]!;
    await user.type(input, 'lucknow');
    const option = await screen.findByRole('option', { name: /Nearest office to Lucknow: about \d+ km away/ });
    expect(option).toHaveTextContent(expected.title.map((t) => t.text).join(''));
    await user.click(option);
    expect(navigate).toHaveBeenCalledWith(expected.url);
    expect(expected.url).toMatch(/^\/contact\?branch=/);
  });

  it('closes on Escape and still submits the text to /search', async () => {
    const { input, user, navigate } = setup();
    await user.type(input, 'otdr');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('otdr');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/search?query=otdr');
  });

  it('shows suggestions once a slow engine arrives', async () => {
    let resolve: (e: SearchEngine) => void = () => undefined;
    const { input, user } = setup(() => new Promise((r) => (resolve = r)));
    await user.type(input, 'vfl');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    resolve(engine);
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  });

  it('keeps working as a plain search box when the engine fails to load', async () => {
    const { input, user, navigate } = setup(() => Promise.reject(new Error('offline')));
    await user.type(input, 'otdr{Enter}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(navigate).toHaveBeenCalledWith('/search?query=otdr');
  });
});
