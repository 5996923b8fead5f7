import { act } from '@testing-library/react';
import { lazy, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { LazyIsland } from './lazy-island';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;
let observers: Callback[] = [];
class FakeObserver {
  constructor(private readonly callback: Callback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {}
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** The markup the export writes for the island around <Counter label="Picks" />. */
const exported = '<div class="contents" data-island="waiting"><button type="button">Picks <!-- -->0</button></div>';

let loads = 0;
let root: Root | null = null;
const original = window.IntersectionObserver;

function hydrate(eager?: () => boolean, load: () => Promise<{ default: typeof Counter }> = async () => ({ default: Counter })) {
  const LazyCounter = lazy(() => {
    loads += 1;
    return load();
  });
  const container = document.createElement('div');
  container.innerHTML = exported;
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, <LazyIsland component={LazyCounter} props={{ label: 'Picks' }} margin="600px" eager={eager} />);
  });
  return container;
}

beforeEach(() => {
  loads = 0;
  observers = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.IntersectionObserver = original;
});

describe('LazyIsland', () => {
  it('keeps the exported HTML through hydration and loads nothing until the island nears the viewport', async () => {
    const container = hydrate();
    expect(container.innerHTML).toBe(exported);
    expect(loads).toBe(0);
    container.querySelector('button')!.click();
    expect(container.textContent).toBe('Picks 0');

    await act(async () => observers.forEach((callback) => callback([{ isIntersecting: true }])));
    expect(loads).toBe(1);
    expect(container.firstElementChild).toHaveAttribute('data-island', 'live');
    const live = container.querySelector('button')!;
    await act(async () => live.click());
    expect(container.textContent).toBe('Picks 1');
  });

  it('hydrates when a pointer comes over it, before the click', async () => {
    const container = hydrate();
    expect(container.firstElementChild).toHaveAttribute('data-island', 'waiting');
    await act(async () => container.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true })));
    expect(loads).toBe(1);
    await act(async () => container.querySelector('button')!.click());
    expect(container.textContent).toBe('Picks 1');
  });

  it('hydrates when a control inside takes focus, and gives the live control the focus', async () => {
    const container = hydrate();
    await act(async () => container.querySelector('button')!.focus());
    expect(loads).toBe(1);
    const live = container.querySelector('button')!;
    expect(document.activeElement).toBe(live);
    await act(async () => live.click());
    expect(container.textContent).toBe('Picks 1');
  });

  it('keeps the exported HTML, and the page around it, when its code cannot load', async () => {
    // React reports the caught failure on the console; the page carrying on is what counts here.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = hydrate(undefined, () => Promise.reject(new Error('Failed to load chunk')));
    await act(async () => observers.forEach((callback) => callback([{ isIntersecting: true }])));
    expect(loads).toBe(1);
    expect(container.firstElementChild).toHaveAttribute('data-island', 'failed');
    expect(container.querySelector('button')).toHaveTextContent('Picks 0');
    logged.mockRestore();
  });

  it('hydrates at once when eager says so', async () => {
    const container = hydrate(() => true);
    await act(async () => {});
    expect(loads).toBe(1);
    await act(async () => container.querySelector('button')!.click());
    expect(container.textContent).toBe('Picks 1');
  });
});
