import { act, render, screen } from '@testing-library/react';
import { useOnline } from './use-online';

function Probe() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => jest.restoreAllMocks());

describe('useOnline', () => {
  it('follows the browser offline and back online', () => {
    render(<Probe />);
    expect(screen.getByText('online')).toBeInTheDocument();
    act(() => goOnline(false));
    expect(screen.getByText('offline')).toBeInTheDocument();
    act(() => goOnline(true));
    expect(screen.getByText('online')).toBeInTheDocument();
  });

  it('says offline from the first render when the page loads offline', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Probe />);
    expect(screen.getByText('offline')).toBeInTheDocument();
  });

  it('stops listening once unmounted', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Probe />);
    unmount();
    expect(remove).toHaveBeenCalledWith('online', expect.any(Function));
    expect(remove).toHaveBeenCalledWith('offline', expect.any(Function));
  });
});
