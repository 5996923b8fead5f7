import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMediaFakes, setTimeline } from '@/components/media/media-test-utils';
import { VideoTour } from './video-tour';

const tour = {
  src: '/media/video/smt-tour.mp4',
  poster: '/media/video/smt-tour.webp',
  width: 960,
  height: 540,
  title: 'SMT line video tour',
  durationSeconds: 41,
};

const { play, pause } = installMediaFakes();

async function openTour() {
  const user = userEvent.setup();
  render(<VideoTour label="Watch Video Tour" title="SMT line video tour" video={tour} />);
  await user.click(screen.getByRole('button', { name: 'Watch Video Tour' }));
  const video = screen.getByLabelText<HTMLVideoElement>('SMT line video tour', { selector: 'video' });
  return { user, video };
}

describe('VideoTour', () => {
  it('loads no video until the button is pressed', () => {
    render(<VideoTour label="Watch Video Tour" title="SMT line video tour" video={tour} />);
    expect(document.querySelector('video')).toBeNull();
  });

  it('opens a dialog that starts the tour, and closes it with the close button', async () => {
    const { user } = await openTour();
    expect(screen.getByRole('dialog', { name: 'SMT line video tour' })).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('video')).toBeNull();
  });

  it('toggles playback with a click on the picture and with the play button', async () => {
    const { user, video } = await openTour();
    expect(video.paused).toBe(false);
    await user.click(video);
    expect(video.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await user.click(video);
    expect(video.paused).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalled();
    expect(video.paused).toBe(true);
  });

  it('shows elapsed and total time as m:ss', async () => {
    const { video } = await openTour();
    setTimeline(video, 65, 75);
    fireEvent.loadedMetadata(video);
    fireEvent.timeUpdate(video);
    expect(screen.getByText('1:05')).toBeInTheDocument();
    expect(screen.getByText('1:15')).toBeInTheDocument();
  });

  it('seeks by keyboard on the progress bar', async () => {
    const { user, video } = await openTour();
    setTimeline(video, 12, 41);
    fireEvent.timeUpdate(video);
    const bar = screen.getByRole('slider', { name: 'Seek' });
    bar.focus();
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(17);
    expect(bar).toHaveValue('17');
    expect(bar).toHaveAttribute('aria-valuetext', '0:17 of 0:41');
    await user.keyboard('{Home}');
    expect(video.currentTime).toBe(0);
    await user.keyboard('{End}');
    expect(video.currentTime).toBe(41);
  });

  it('seeks to where the bar is set', async () => {
    const { video } = await openTour();
    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '30' } });
    expect(video.currentTime).toBe(30);
    expect(screen.getByText('0:30')).toBeInTheDocument();
  });
});
