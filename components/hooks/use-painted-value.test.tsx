import { act, render, screen } from '@testing-library/react';
import { usePaintedValue } from './use-painted-value';

function Probe({ value }: { value: string }) {
  const painted = usePaintedValue(value);
  return (
    <p>
      <span data-testid="now">{value}</span>
      <span data-testid="painted">{painted}</span>
    </p>
  );
}

/** One animation frame (jsdom's run on a 16 ms timer), then the task queued from it. */
function paint() {
  act(() => {
    jest.advanceTimersByTime(17);
  });
  act(() => {
    jest.advanceTimersByTime(0);
  });
}

describe('usePaintedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts with the value, with nothing to wait for', () => {
    render(<Probe value="a" />);
    expect(screen.getByTestId('painted')).toHaveTextContent('a');
  });

  it('hands a change on only after the next frame', () => {
    const { rerender } = render(<Probe value="a" />);
    rerender(<Probe value="b" />);
    expect(screen.getByTestId('now')).toHaveTextContent('b');
    expect(screen.getByTestId('painted')).toHaveTextContent('a');
    act(() => {
      jest.advanceTimersByTime(10);
    });
    expect(screen.getByTestId('painted')).toHaveTextContent('a');
    paint();
    expect(screen.getByTestId('painted')).toHaveTextContent('b');
  });

  it('skips a value overtaken before the paint', () => {
    const seen: string[] = [];
    function Recorder({ value }: { value: string }) {
      const painted = usePaintedValue(value);
      seen.push(painted);
      return null;
    }
    const { rerender } = render(<Recorder value="a" />);
    rerender(<Recorder value="b" />);
    rerender(<Recorder value="c" />);
    paint();
    expect(new Set(seen)).toEqual(new Set(['a', 'c']));
  });
});
