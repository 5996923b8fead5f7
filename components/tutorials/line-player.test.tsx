import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMediaFakes, setIntersecting, setMediaQuery, setTimeline } from '@/components/media/media-test-utils';
import { tutorialStages } from '@/content/tutorials';
import { REDUCED_MOTION_QUERY } from '@/lib/media/media-queries';
import { LinePlayer } from './line-player';

const clip = {
  src: '/media/video/tutorials-smt-line.mp4',
  poster: '/media/video/tutorials-smt-line.webp',
  width: 1280,
  height: 720,
  title: 'SMT line film',
};

const labels = {
  hint: 'Scroll over the film',
  reducedMotionHint: 'Choose a stage',
  stageListLabel: 'Stages of the line',
  stageCount: 'Stage {stage} of {total}',
  notesLink: 'Read about each stage',
  pause: 'Pause the film',
  play: 'Play the film',
};

const { play, pause } = installMediaFakes();

function renderPlayer({ reducedMotion = false } = {}) {
  setMediaQuery(REDUCED_MOTION_QUERY, reducedMotion);
  render(
    <LinePlayer video={clip} stages={tutorialStages} labels={labels} notesId="line-notes">
      <h1 id="page-title">The SMT line</h1>
    </LinePlayer>,
  );
  const video = screen.getByTitle<HTMLVideoElement>('SMT line film');
  setTimeline(video, 0, 75);
  return video;
}

const stageButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const liveTitle = () => screen.getByTestId('stage-title');

describe('LinePlayer', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the five stages and names the current one in a polite live region', () => {
    const video = renderPlayer();
    const list = within(screen.getByRole('navigation', { name: 'Stages of the line' })).getByRole('list');
    expect(list.querySelectorAll('li')).toHaveLength(5);
    expect(liveTitle()).toHaveTextContent('Loader');
    expect(liveTitle().closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(stageButton('Loader')).toHaveAttribute('aria-current', 'step');

    video.currentTime = 35;
    fireEvent.timeUpdate(video);
    expect(liveTitle()).toHaveTextContent('Pick and Place');
    expect(stageButton('Pick and Place')).toHaveAttribute('aria-current', 'step');
    expect(stageButton('Loader')).not.toHaveAttribute('aria-current');
  });

  it('jumps to a stage by click and by keyboard', async () => {
    const user = userEvent.setup();
    const video = renderPlayer();
    await user.click(stageButton('Reflow Oven'));
    expect(video.currentTime).toBe(50);
    expect(liveTitle()).toHaveTextContent('Reflow Oven');

    stageButton('Unloader').focus();
    await user.keyboard('{Enter}');
    expect(video.currentTime).toBe(59);
    expect(liveTitle()).toHaveTextContent('Unloader');
  });

  it('plays by itself when on screen, at the stage speed', () => {
    const video = renderPlayer();
    setIntersecting(video, true);
    expect(play).toHaveBeenCalled();
    expect(video.playbackRate).toBe(2);
    expect(screen.getByRole('button', { name: 'Pause the film' })).toBeInTheDocument();
  });

  it('lets the wheel over the film set the rate, and keeps the page from scrolling', () => {
    jest.useFakeTimers();
    const video = renderPlayer();
    setIntersecting(video, true);
    const wheel = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
    act(() => {
      video.dispatchEvent(wheel);
    });
    expect(wheel.defaultPrevented).toBe(true);
    expect(video.playbackRate).toBe(5);
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(video.playbackRate).toBe(2);
  });

  it('rewinds 2 s on an upward wheel and plays again after 500 ms', () => {
    jest.useFakeTimers();
    const video = renderPlayer();
    setIntersecting(video, true);
    video.currentTime = 30;
    play.mockClear();
    act(() => {
      video.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    });
    expect(video.currentTime).toBe(28);
    expect(video.paused).toBe(true);
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);
  });

  it('under reduced motion: does not start, leaves the wheel to the page, and the stage list leads', async () => {
    const user = userEvent.setup();
    const video = renderPlayer({ reducedMotion: true });
    setIntersecting(video, true);
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a stage')).toHaveAttribute('data-shown');
    expect(screen.getByText('Scroll over the film')).not.toHaveAttribute('data-shown');

    const wheel = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
    video.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(false);

    await user.click(stageButton('Solder Paste Printer'));
    expect(video.currentTime).toBe(20);
    expect(liveTitle()).toHaveTextContent('Solder Paste Printer');
    expect(video.paused).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Play the film' }));
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pause the film' }));
    expect(pause).toHaveBeenCalled();
  });
});
