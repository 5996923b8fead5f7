import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PlayVideoButton, VideoModalProvider } from './video-modal';

const videos = [
  { youtubeId: 'LumoraSpl01', title: 'Splicer: how to turn on' },
  { youtubeId: 'LumoraWln02', title: 'WLAN Setup' },
];

function Cards() {
  return (
    <VideoModalProvider>
      <ul>
        {videos.map((video) => (
          <li key={video.youtubeId}>
            <PlayVideoButton video={video}>
              Play <span>{video.title}</span>
            </PlayVideoButton>
          </li>
        ))}
      </ul>
    </VideoModalProvider>
  );
}

function player() {
  return document.querySelector('iframe');
}

describe('educational video modal', () => {
  it('loads no player until Play is pressed', () => {
    render(<Cards />);
    expect(player()).toBeNull();
  });

  it('opens a dialog named by the video with a privacy-enhanced embed that starts playing', () => {
    render(<Cards />);
    fireEvent.click(screen.getByRole('button', { name: 'Play WLAN Setup' }));
    const dialog = screen.getByRole('dialog', { name: 'WLAN Setup' });
    const frame = within(dialog).getByTitle('WLAN Setup');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/LumoraWln02?autoplay=1');
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
    fireEvent.click(screen.getByRole('button', { name: 'Play Splicer: how to turn on' }));
    fireEvent.click(player()!);
    expect(player()).not.toBeNull();
    fireEvent.click(screen.getByRole('dialog'));
    expect(player()).toBeNull();
  });

  it('removes the player when the browser closes the dialog (Escape)', () => {
    render(<Cards />);
    fireEvent.click(screen.getByRole('button', { name: 'Play WLAN Setup' }));
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
    expect(player()).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/LumoraSpl01?autoplay=1');
  });

  it('refuses a Play button outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PlayVideoButton video={videos[0]!}>Play</PlayVideoButton>)).toThrow(/VideoModalProvider/);
    jest.mocked(console.error).mockRestore();
  });
});
