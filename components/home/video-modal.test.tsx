import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { installMediaFakes } from '@/components/media/media-test-utils';
import { PlayVideoButton, VideoModalProvider, type ModalVideo } from './video-modal';

const clip = (name: string) => ({
  src: `/media/video/${name}.mp4`,
  poster: `/media/video/${name}.webp`,
  width: 854,
  height: 480,
  title: name,
  durationSeconds: 23.5,
});

/** One clip already on YouTube (a test double id), one that is not yet. */
const videos: readonly ModalVideo[] = [
  { title: 'Splicer: how to turn on', clip: clip('tutorial-power-on') },
  { title: 'WLAN Setup', clip: clip('tutorial-wireless-lan'), youtubeId: 'AbCdEfGhIj0' },
];

installMediaFakes();

function Cards() {
  return (
    <VideoModalProvider>
      <ul>
        {videos.map((video) => (
          <li key={video.title}>
            <PlayVideoButton video={video}>
              Play <span>{video.title}</span>
            </PlayVideoButton>
          </li>
        ))}
      </ul>
    </VideoModalProvider>
  );
}

/** Whatever plays in the dialog: the YouTube frame or our own <video>. */
function player() {
  return document.querySelector('dialog iframe, dialog video');
}

describe('educational video modal', () => {
  it('loads no player until Play is pressed', () => {
    render(<Cards />);
    expect(player()).toBeNull();
  });

  it('plays the self-hosted clip, starting at once, while the record has no YouTube id', () => {
    render(<Cards />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Splicer: how to turn on' }));
    const dialog = screen.getByRole('dialog', { name: 'Splicer: how to turn on' });
    expect(dialog.querySelector('iframe')).toBeNull();
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('autoplay');
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/video/tutorial-power-on.mp4');
    expect(video).toHaveAttribute('poster', '/media/video/tutorial-power-on.webp');
  });

  it('plays from YouTube, in the privacy-enhanced embed, once the record has an id', () => {
    render(<Cards />);
    fireEvent.click(screen.getByRole('button', { name: 'Play WLAN Setup' }));
    const dialog = screen.getByRole('dialog', { name: 'WLAN Setup' });
    expect(within(dialog).getByTitle('WLAN Setup')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/AbCdEfGhIj0?autoplay=1');
    expect(dialog.querySelector('video')).toBeNull();
  });

  it('removes the player when closed with ×', () => {
    render(<Cards />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Splicer: how to turn on' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(player()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('removes the player when the backdrop is clicked, but not on a click inside', () => {
    render(<Cards />);
    fireEvent.click(screen.getByRole('button', { name: 'Play WLAN Setup' }));
    fireEvent.click(player()!);
    expect(player()).not.toBeNull();
    fireEvent.click(screen.getByRole('dialog'));
    expect(player()).toBeNull();
  });

  it('removes the player when the browser closes the dialog (Escape)', () => {
    render(<Cards />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Splicer: how to turn on' }));
    // Escape on a modal <dialog> is the browser closing it; jsdom cannot press it, so close it the same way.
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    act(() => dialog.close());
    expect(player()).toBeNull();
  });

  it('plays the newly chosen video after another was closed', () => {
    render(<Cards />);
    fireEvent.click(screen.getByRole('button', { name: 'Play WLAN Setup' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play Splicer: how to turn on' }));
    expect(player()?.querySelector('source')).toHaveAttribute('src', '/media/video/tutorial-power-on.mp4');
  });

  it('refuses a Play button outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PlayVideoButton video={videos[0]!}>Play</PlayVideoButton>)).toThrow(/VideoModalProvider/);
    jest.mocked(console.error).mockRestore();
  });
});
