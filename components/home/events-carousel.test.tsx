import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { installMediaFakes, setMediaQuery } from '@/components/media/media-test-utils';
import { events } from '@/content/home';
import { REDUCED_MOTION_QUERY } from '@/lib/media/media-queries';
import { EVENTS_AUTO_ADVANCE_MS, EVENTS_MOVE_LOCK_MS } from '@/lib/home/events-carousel';
import { EventsCarousel, type CarouselLabels, type CarouselSlide } from './events-carousel';
import { installPointerEvent } from './test-utils';

const labels: CarouselLabels = events.controls;

const slide = (title: string, pictures: number): CarouselSlide => ({
  key: title,
  title,
  subtitle: `${title} subtitle`,
  description: `${title} description`,
  dateLabel: 'February 02, 2025',
  dateTime: '2025-02-02',
  images: Array.from({ length: pictures }, (_, i) => <span key={i}>{`${title} picture ${i + 1}`}</span>),
  thumbnail: <span>{`${title} thumbnail`}</span>,
});

const slides = [slide('Annual Day', 5), slide('Service Camp', 4), slide('Cable TV Show', 5)];

function activeTitle(): string | null {
  return document.querySelector('[data-active="true"] h3')?.textContent ?? null;
}

function visiblePicture(slideTitle: string): string | null {
  const group = screen.getByRole('group', { name: slideTitle, hidden: true });
  const shown = [...group.querySelectorAll('div:not([hidden]) > span')].map((e) => e.textContent);
  return shown.find((t) => t?.startsWith(`${slideTitle} picture`)) ?? null;
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('EventsCarousel', () => {
  installMediaFakes();
  installPointerEvent();
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 7000 ms and wraps from the last slide to the first', () => {
    render(<EventsCarousel slides={slides} labels={labels} />);
    expect(activeTitle()).toBe('Annual Day');
    advance(EVENTS_AUTO_ADVANCE_MS - 1);
    expect(activeTitle()).toBe('Annual Day');
    advance(1);
    expect(activeTitle()).toBe('Service Camp');
    advance(EVENTS_AUTO_ADVANCE_MS);
    expect(activeTitle()).toBe('Cable TV Show');
    advance(EVENTS_AUTO_ADVANCE_MS);
    expect(activeTitle()).toBe('Annual Day');
  });

  it('moves with the arrow keys while it has focus, and ignores a second move inside the 1000 ms lock', () => {
    render(<EventsCarousel slides={slides} labels={labels} />);
    const carousel = screen.getByRole('region', { name: labels.carousel });
    act(() => carousel.focus());
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(activeTitle()).toBe('Cable TV Show');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(activeTitle()).toBe('Cable TV Show');
    advance(EVENTS_MOVE_LOCK_MS - 1);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(activeTitle()).toBe('Cable TV Show');
    advance(1);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(activeTitle()).toBe('Annual Day');
  });

  it('moves on a horizontal swipe over 40 px and ignores short or mostly vertical ones', () => {
    render(<EventsCarousel slides={slides} labels={labels} />);
    const area = document.querySelector('[aria-live]')!;
    const swipe = (dx: number, dy: number) => {
      fireEvent.pointerDown(area, { clientX: 200, clientY: 200, pointerId: 7, pointerType: 'touch', isPrimary: true });
      fireEvent.pointerUp(area, { clientX: 200 + dx, clientY: 200 + dy, pointerId: 7, pointerType: 'touch', isPrimary: true });
      advance(EVENTS_MOVE_LOCK_MS);
    };
    swipe(-40, 0);
    expect(activeTitle()).toBe('Annual Day');
    swipe(-41, 0);
    expect(activeTitle()).toBe('Service Camp');
    swipe(90, 120);
    expect(activeTitle()).toBe('Service Camp');
    swipe(41, 10);
    expect(activeTitle()).toBe('Annual Day');
  });

  it('forgets a gesture the browser cancelled (a page scroll)', () => {
    render(<EventsCarousel slides={slides} labels={labels} />);
    const area = document.querySelector('[aria-live]')!;
    fireEvent.pointerDown(area, { clientX: 200, clientY: 200, pointerId: 3, pointerType: 'touch' });
    fireEvent.pointerCancel(area, { pointerId: 3, pointerType: 'touch' });
    fireEvent.pointerUp(area, { clientX: 100, clientY: 200, pointerId: 3, pointerType: 'touch' });
    expect(activeTitle()).toBe('Annual Day');
  });

  it('chooses a slide from its thumbnail', () => {
    render(<EventsCarousel slides={slides} labels={labels} />);
    const thumbs = within(screen.getByRole('group', { name: 'Choose an event' }));
    fireEvent.click(thumbs.getByRole('button', { name: /Cable TV Show/ }));
    expect(activeTitle()).toBe('Cable TV Show');
    expect(thumbs.getByRole('button', { name: /Cable TV Show/ })).toHaveAttribute('aria-current', 'true');
  });

  it('holds still while hovered by a mouse or focused, and resumes after', () => {
    render(<EventsCarousel slides={slides} labels={labels} />);
    const carousel = screen.getByRole('region', { name: labels.carousel });
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    advance(EVENTS_AUTO_ADVANCE_MS * 3);
    expect(activeTitle()).toBe('Annual Day');
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    advance(EVENTS_AUTO_ADVANCE_MS);
    expect(activeTitle()).toBe('Service Camp');

    act(() => carousel.focus());
    advance(EVENTS_AUTO_ADVANCE_MS * 2);
    expect(activeTitle()).toBe('Service Camp');
    act(() => carousel.blur());
    advance(EVENTS_AUTO_ADVANCE_MS);
    expect(activeTitle()).toBe('Cable TV Show');
  });

  it('stops and restarts with the pause button', () => {
    render(<EventsCarousel slides={slides} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    advance(EVENTS_AUTO_ADVANCE_MS * 2);
    expect(activeTitle()).toBe('Annual Day');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    advance(EVENTS_AUTO_ADVANCE_MS);
    expect(activeTitle()).toBe('Service Camp');
  });

  it('never advances by itself under reduced motion, and hides the pause button', () => {
    setMediaQuery(REDUCED_MOTION_QUERY, true);
    render(<EventsCarousel slides={slides} labels={labels} />);
    advance(EVENTS_AUTO_ADVANCE_MS * 4);
    expect(activeTitle()).toBe('Annual Day');
    expect(screen.getByRole('button', { name: 'Pause the slideshow' })).toHaveAttribute('data-available', 'false');
    fireEvent.keyDown(screen.getByRole('region', { name: labels.carousel }), { key: 'ArrowRight' });
    expect(activeTitle()).toBe('Service Camp');
  });

  it('gives each slide its own picture index, wrapping both ways', () => {
    render(<EventsCarousel slides={slides} labels={labels} />);
    const annual = within(screen.getByRole('group', { name: 'Annual Day' }));
    expect(visiblePicture('Annual Day')).toBe('Annual Day picture 1');
    fireEvent.click(annual.getByRole('button', { name: 'Previous picture' }));
    expect(visiblePicture('Annual Day')).toBe('Annual Day picture 5');
    fireEvent.click(annual.getByRole('button', { name: 'Next picture' }));
    expect(visiblePicture('Annual Day')).toBe('Annual Day picture 1');
    fireEvent.click(annual.getByRole('button', { name: 'Picture 3 of 5' }));
    expect(visiblePicture('Annual Day')).toBe('Annual Day picture 3');
    expect(annual.getByRole('button', { name: 'Picture 3 of 5' })).toHaveAttribute('aria-current', 'true');

    // Moving to another slide and back keeps each slide's own picture.
    fireEvent.keyDown(screen.getByRole('region', { name: labels.carousel }), { key: 'ArrowRight' });
    expect(visiblePicture('Service Camp')).toBe('Service Camp picture 1');
    expect(visiblePicture('Annual Day')).toBe('Annual Day picture 3');
  });

  it('marks inactive slides inert and announces changes only when not rotating by itself', () => {
    render(<EventsCarousel slides={slides} labels={labels} />);
    const groups = screen.getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-roledescription') === 'slide');
    expect(groups.map((g) => g.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});
