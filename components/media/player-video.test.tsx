import { fireEvent, render, screen } from '@testing-library/react';
import { PlayerVideo } from './player-video';
import { installMediaFakes } from './media-test-utils';

const clip = (title: string, durationSeconds = 23.5) => ({
  src: `/media/video/${title}.mp4`,
  poster: `/media/video/${title}.webp`,
  width: 854,
  height: 480,
  title,
  durationSeconds,
});

const { pause } = installMediaFakes();

function renderTwoPlayers(): [HTMLVideoElement, HTMLVideoElement] {
  render(
    <>
      <PlayerVideo video={clip('Changing the electrode')} />
      <PlayerVideo video={clip('Cleaning the V-groove')} />
    </>,
  );
  return [
    screen.getByLabelText<HTMLVideoElement>('Changing the electrode'),
    screen.getByLabelText<HTMLVideoElement>('Cleaning the V-groove'),
  ];
}

describe('PlayerVideo', () => {
  it('pauses the playing video when another one starts', () => {
    const [first, second] = renderTwoPlayers();

    void first.play();
    void second.play();

    expect(first.paused).toBe(true);
    expect(second.paused).toBe(false);
  });

  it('does not pause a video the visitor already paused', () => {
    const [first, second] = renderTwoPlayers();

    void first.play();
    first.pause();
    pause.mockClear();
    void second.play();

    expect(pause).not.toHaveBeenCalled();
  });

  it('forgets a player that unmounts while playing', () => {
    const { unmount } = render(<PlayerVideo video={clip('Changing the electrode')} />);
    void screen.getByLabelText<HTMLVideoElement>('Changing the electrode').play();
    unmount();
    pause.mockClear();

    render(<PlayerVideo video={clip('General cleaning')} />);
    void screen.getByLabelText<HTMLVideoElement>('General cleaning').play();

    expect(pause).not.toHaveBeenCalled();
  });

  it('shows controls and a poster and loads nothing before play', () => {
    render(<PlayerVideo video={clip('Wireless LAN setup')} />);
    const video = screen.getByLabelText('Wireless LAN setup');

    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/video/Wireless LAN setup.webp');
    expect(video).toHaveAttribute('width', '854');
  });

  it('captions the video with its title and running time', () => {
    render(<PlayerVideo video={clip('SMT line video tour', 41)} />);

    const figure = screen.getByRole('figure');
    expect(figure.querySelector('figcaption')).toHaveTextContent('SMT line video tour');
    const time = figure.querySelector('time');
    expect(time).toHaveTextContent('0:41');
    expect(time).toHaveAttribute('datetime', 'PT41S');
  });

  it('can leave the caption to its surroundings', () => {
    render(<PlayerVideo video={clip('Pass and fail functions')} caption={false} />);

    expect(screen.queryByText('Pass and fail functions')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pass and fail functions')).toBeInTheDocument();
  });

  it('reports a failed load once on the console', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<PlayerVideo video={clip('General cleaning')} />);
    const source = container.querySelector('source');
    if (!source) throw new Error('no source');

    fireEvent.error(source);
    fireEvent.error(screen.getByLabelText('General cleaning'));

    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
