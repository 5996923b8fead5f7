import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BranchMapCard } from './branch-map-card';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

/** An observer that finds its element in view at once, as on a page scrolled to the card. */
class InViewObserver {
  constructor(private readonly callback: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

const idleObserver = window.IntersectionObserver;
beforeEach(() => {
  window.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  window.IntersectionObserver = idleObserver;
});

function setup(url = '/contact') {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup({ delay: null });
  render(<BranchMapCard title="Find a branch" pickerLabel="Choose a branch" openMapLabel="Open in OpenStreetMap" />);
  const frame = () => screen.getByTitle(/^Map of /) as HTMLIFrameElement;
  const bbox = () => new URL(frame().src).searchParams.get('bbox');
  return { user, frame, bbox };
}

describe('BranchMapCard', () => {
  it('shows the New Delhi office by default, its map framed at ±0.01° with a marker', () => {
    const { frame, bbox } = setup();
    expect(screen.getByRole('button', { name: /Choose a branch/ })).toHaveTextContent('New Delhi Office');
    expect(screen.getByRole('heading', { name: 'New Delhi Office' })).toBeInTheDocument();
    expect(bbox()).toBe('77.2636,28.5394,77.2836,28.5594');
    expect(new URL(frame().src).searchParams.get('marker')).toBe('28.5494,77.2736');
  });

  it('updates the title, address and map when another branch is chosen', async () => {
    const { user, frame, bbox } = setup();
    await user.click(screen.getByRole('button', { name: /Choose a branch/ }));
    await user.click(screen.getByRole('option', { name: 'Kolkata Office' }));
    expect(screen.getByRole('heading', { name: 'Kolkata Office' })).toBeInTheDocument();
    expect(screen.queryByText(/Okhla/)).not.toBeInTheDocument();
    expect(frame()).toHaveAttribute('title', 'Map of Kolkata Office');
    expect(bbox()).toBe('88.3431,22.5382,88.3631,22.5582');
  });

  it('leaves the map out until the card nears the viewport', () => {
    window.IntersectionObserver = idleObserver;
    setup();
    expect(screen.queryByTitle(/^Map of /)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New Delhi Office' })).toBeInTheDocument();
  });

  it('preselects the branch a ?branch= link names', () => {
    setup('/contact?branch=kochi');
    expect(screen.getByRole('heading', { name: 'Kochi Office' })).toBeInTheDocument();
  });

  it('ignores an unknown ?branch= key', () => {
    setup('/contact?branch=atlantis');
    expect(screen.getByRole('heading', { name: 'New Delhi Office' })).toBeInTheDocument();
  });
});
