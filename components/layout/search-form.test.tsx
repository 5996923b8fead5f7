import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from './search-form';

function setup() {
  const navigate = jest.fn();
  render(<SearchForm navigate={navigate} />);
  return { navigate, input: screen.getByRole('searchbox', { name: 'Search' }), user: userEvent.setup() };
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
