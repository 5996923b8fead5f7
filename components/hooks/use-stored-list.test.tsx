import { act, render, screen } from '@testing-library/react';
import { createStoredList } from '@/lib/browser/stored-list';
import { useStoredList, useStoredListHas } from './use-stored-list';

const parseWord = (value: unknown) => (typeof value === 'string' ? value : null);

function setup() {
  window.localStorage.clear();
  const list = createStoredList({ key: 'test-list', version: 1, parseItem: parseWord, storage: () => window.localStorage });
  const renders = new Map<string, number>();
  function Toggle({ word }: { word: string }) {
    const has = useStoredListHas(list, (item) => item === word);
    renders.set(word, (renders.get(word) ?? 0) + 1);
    return <span data-testid={word}>{has ? 'in' : 'out'}</span>;
  }
  function Count() {
    return <span data-testid="count">{useStoredList(list).length}</span>;
  }
  return { list, renders, Toggle, Count };
}

describe('useStoredListHas', () => {
  it('answers whether the list holds the item, and follows its changes', () => {
    const { list, Toggle } = setup();
    render(<Toggle word="alpha" />);
    expect(screen.getByTestId('alpha')).toHaveTextContent('out');
    act(() => list.set(['alpha']));
    expect(screen.getByTestId('alpha')).toHaveTextContent('in');
    act(() => list.set([]));
    expect(screen.getByTestId('alpha')).toHaveTextContent('out');
  });

  it('renders again only the controls whose answer changed', () => {
    const { list, renders, Toggle, Count } = setup();
    const words = ['alpha', 'beta', 'gamma', 'delta'];
    render(
      <>
        {words.map((w) => (
          <Toggle key={w} word={w} />
        ))}
        <Count />
      </>,
    );
    const before = new Map(renders);
    act(() => list.set(['beta']));
    act(() => list.update((items) => [...items, 'delta']));
    expect(screen.getByTestId('count')).toHaveTextContent('2');
    expect(words.map((w) => renders.get(w)! - before.get(w)!)).toEqual([0, 1, 0, 1]);
  });
});
