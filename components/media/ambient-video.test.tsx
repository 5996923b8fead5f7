import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOBILE_VIDEO_QUERY, REDUCED_MOTION_QUERY } from '@/lib/media/media-queries';
import { AmbientVideo } from './ambient-video';
import { installMediaFakes, setIntersecting, setMediaQuery, setTimeline } from './media-test-utils';

const desktop = { src: '/media/video/hero-desktop.mp4', poster: '/media/video/hero-desktop.webp', width: 1280, height: 720 };
const mobile = { src: '/media/video/hero-mobile.mp4', poster: '/media/video/hero-mobile.webp', width: 540, height: 960 };
const tile = { src: '/media/video/tile.mp4', poster: '/media/video/tile.webp', width: 480, height: 270 };

const { play, pause } = installMediaFakes();

function videoIn(container: HTMLElement): HTMLVideoElement {
  const video = container.querySelector('video');
  if (!video) throw new Error('no video rendered');
  return video;
}

/** The poster shown: the video's own attribute above the fold, the lazy image beneath it otherwise. */
function posterOf(video: HTMLVideoElement): string | null {
  return video.getAttribute('poster') ?? video.parentElement?.querySelector('img')?.getAttribute('src') ?? null;
}

describe('AmbientVideo', () => {
  it('plays when it scrolls into view', () => {
    const { container } = render(<AmbientVideo video={tile} />);
    const video = videoIn(container);
    expect(play).not.toHaveBeenCalled();

    setIntersecting(video, true);

    expect(play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);
  });

  it('pauses when it scrolls out of view', () => {
    const { container } = render(<AmbientVideo video={tile} />);
    const video = videoIn(container);

    setIntersecting(video, true);
    setIntersecting(video, false);

    expect(pause).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(true);
  });

  it('never plays under reduced motion, even on screen', () => {
    setMediaQuery(REDUCED_MOTION_QUERY, true);
    const { container } = render(<AmbientVideo video={tile} />);
    const video = videoIn(container);

    setIntersecting(video, true);

    expect(play).not.toHaveBeenCalled();
    expect(posterOf(video)).toBe(tile.poster);
  });

  it('stops when reduced motion is switched on while playing', () => {
    const { container } = render(<AmbientVideo video={tile} />);
    const video = videoIn(container);
    setIntersecting(video, true);

    setMediaQuery(REDUCED_MOTION_QUERY, true);

    expect(video.paused).toBe(true);
  });

  it('keeps the poster and warns exactly once when the clip fails to load', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<AmbientVideo video={tile} />);
    const video = videoIn(container);
    const source = container.querySelector('source');
    if (!source) throw new Error('no source');

    fireEvent.error(source);
    fireEvent.error(source);
    fireEvent.error(video);
    setIntersecting(video, true);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(posterOf(video)).toBe(tile.poster);
    expect(play).not.toHaveBeenCalled();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'failed');
    warn.mockRestore();
  });

  it('waits for the last source before calling a load failed', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<AmbientVideo video={desktop} sources={[{ media: MOBILE_VIDEO_QUERY, video: mobile }]} />);
    const [first, last] = Array.from(container.querySelectorAll('source'));
    if (!first || !last) throw new Error('expected two sources');

    fireEvent.error(first);
    expect(warn).not.toHaveBeenCalled();

    fireEvent.error(last);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('treats a rejected play() as a failure, but not an AbortError from a quick pause', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    play.mockImplementationOnce(() => Promise.reject(new DOMException('interrupted', 'AbortError')));
    const { container } = render(<AmbientVideo video={tile} />);
    const video = videoIn(container);

    setIntersecting(video, true);
    await act(async () => {});
    expect(warn).not.toHaveBeenCalled();

    setIntersecting(video, false);
    play.mockImplementationOnce(() => Promise.reject(new DOMException('no decoder', 'NotSupportedError')));
    setIntersecting(video, true);
    await act(async () => {});

    expect(warn).toHaveBeenCalledTimes(1);
    expect(posterOf(video)).toBe(tile.poster);
    warn.mockRestore();
  });

  it('jumps back to the start just before the end when asked to', () => {
    const { container } = render(<AmbientVideo video={desktop} restartBeforeEnd={0.4} />);
    const video = videoIn(container);

    setTimeline(video, 9.5, 10);
    fireEvent.timeUpdate(video);
    expect(video.currentTime).toBe(9.5);

    setTimeline(video, 9.7, 10);
    fireEvent.timeUpdate(video);
    expect(video.currentTime).toBe(0);
  });

  it('leaves the timeline alone without restartBeforeEnd', () => {
    const { container } = render(<AmbientVideo video={desktop} />);
    const video = videoIn(container);

    setTimeline(video, 9.9, 10);
    fireEvent.timeUpdate(video);

    expect(video.currentTime).toBe(9.9);
  });

  it('lists the mobile variant first with its media query and the default last', () => {
    const { container } = render(<AmbientVideo video={desktop} sources={[{ media: MOBILE_VIDEO_QUERY, video: mobile }]} fit="cover" />);
    const sources = Array.from(container.querySelectorAll('source'));

    expect(sources.map((s) => [s.getAttribute('src'), s.getAttribute('media')])).toEqual([
      [mobile.src, '(width <= 768px)'],
      [desktop.src, null],
    ]);
    expect(posterOf(videoIn(container))).toBe(desktop.poster);
  });

  it('shows the poster of the variant whose media query matches', () => {
    setMediaQuery(MOBILE_VIDEO_QUERY, true);
    const { container } = render(<AmbientVideo video={desktop} sources={[{ media: MOBILE_VIDEO_QUERY, video: mobile }]} fit="cover" />);

    expect(posterOf(videoIn(container))).toBe(mobile.poster);
    expect(videoIn(container)).toHaveAttribute('width', '540');
  });

  it('is muted, looping, inline, decorative and fetches nothing up front', () => {
    const { container } = render(<AmbientVideo video={tile} />);
    const video = videoIn(container);

    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video).not.toHaveAttribute('autoplay');
  });

  it('fetches metadata up front above the fold', () => {
    const { container } = render(<AmbientVideo video={desktop} aboveFold />);

    expect(videoIn(container)).toHaveAttribute('preload', 'metadata');
  });

  it('keeps the poster on the video above the fold, and below it shows a lazy, sized image instead', () => {
    const above = render(<AmbientVideo video={desktop} aboveFold />).container;
    expect(videoIn(above)).toHaveAttribute('poster', desktop.poster);
    expect(above.querySelector('img')).toBeNull();

    const below = render(<AmbientVideo video={tile} />).container;
    const img = below.querySelector('img');
    expect(videoIn(below)).not.toHaveAttribute('poster');
    expect(img).toHaveAttribute('src', tile.poster);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['480', '270']);
  });

  it('takes no poster of its own, above the fold or below, when the page paints one beneath it', () => {
    for (const aboveFold of [true, false]) {
      const { container } = render(<AmbientVideo video={desktop} aboveFold={aboveFold} posterBeneath />);
      expect(videoIn(container)).not.toHaveAttribute('poster');
      expect(container.querySelector('img')).toBeNull();
      expect(videoIn(container)).toHaveAttribute('preload', aboveFold ? 'metadata' : 'none');
    }
  });

  it('reserves the clip’s aspect ratio so nothing shifts when it loads', () => {
    const { container } = render(<AmbientVideo video={tile} />);

    expect(container.firstElementChild).toHaveStyle({ aspectRatio: '480 / 270' });
    expect(videoIn(container)).toHaveAttribute('width', '480');
    expect(videoIn(container)).toHaveAttribute('height', '270');
  });

  it('lets the visitor pause and resume with the optional button', async () => {
    const user = userEvent.setup();
    const { container } = render(<AmbientVideo video={desktop} pauseLabels={{ pause: 'Pause background video', play: 'Play background video' }} />);
    const video = videoIn(container);
    setIntersecting(video, true);

    await user.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(video.paused).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(video.paused).toBe(false);
  });

  it('plays under reduced motion only after the visitor presses play', async () => {
    setMediaQuery(REDUCED_MOTION_QUERY, true);
    const user = userEvent.setup();
    const { container } = render(<AmbientVideo video={desktop} pauseLabels={{ pause: 'Pause', play: 'Play' }} />);
    const video = videoIn(container);
    setIntersecting(video, true);
    expect(play).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play' }));

    expect(play).toHaveBeenCalledTimes(1);
  });
});
