import { fireEvent, render, screen } from '@testing-library/react';
import { ScrollRow } from './scroll-row';

const labels = { prev: 'Scroll to the previous video', next: 'Scroll to the next video' };

function setup() {
  const scrollBy = jest.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, writable: true, value: scrollBy });
  render(
    <ScrollRow labels={labels}>
      {['One', 'Two', 'Three', 'Four'].map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ScrollRow>,
  );
  const row = screen.getByRole('list');
  const metrics = { scrollLeft: 0, scrollWidth: 1200, clientWidth: 390 };
  for (const key of Object.keys(metrics) as (keyof typeof metrics)[]) {
    Object.defineProperty(row, key, { configurable: true, get: () => metrics[key] });
  }
  const card = row.firstElementChild!;
  Object.defineProperty(card, 'offsetWidth', { configurable: true, get: () => 300 });
  row.style.columnGap = '20px';
  const scrollTo = (left: number) => {
    metrics.scrollLeft = left;
    fireEvent.scroll(row);
  };
  return { row, scrollBy, scrollTo };
}

const prev = () => screen.getByRole('button', { name: labels.prev });
const next = () => screen.getByRole('button', { name: labels.next });

describe('ScrollRow', () => {
  it('shows its arrows only when the row overflows', () => {
    const { row, scrollTo } = setup();
    expect(row.parentElement).toHaveAttribute('data-overflows', 'false');
    scrollTo(0);
    expect(row.parentElement).toHaveAttribute('data-overflows', 'true');
  });

  it('disables each arrow within 4 px of its end', () => {
    const { scrollTo } = setup();
    scrollTo(4);
    expect(prev()).toBeDisabled();
    expect(next()).toBeEnabled();
    scrollTo(5);
    expect(prev()).toBeEnabled();
    scrollTo(1200 - 390 - 4);
    expect(next()).toBeDisabled();
    scrollTo(1200 - 390 - 5);
    expect(next()).toBeEnabled();
  });

  it('scrolls by one card and its gap each way', () => {
    const { scrollBy, scrollTo } = setup();
    scrollTo(320);
    fireEvent.click(next());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 320, behavior: 'smooth' });
    fireEvent.click(prev());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -320, behavior: 'smooth' });
  });
});
