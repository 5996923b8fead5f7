import { createPlaybackCoordinator, type Pausable } from './playback-coordinator';

const player = (): Pausable & { pause: jest.Mock } => ({ pause: jest.fn() });

describe('createPlaybackCoordinator', () => {
  it('pauses the previous player when another one starts', () => {
    const coordinator = createPlaybackCoordinator();
    const first = player();
    const second = player();

    coordinator.claim(first);
    coordinator.claim(second);

    expect(first.pause).toHaveBeenCalledTimes(1);
    expect(second.pause).not.toHaveBeenCalled();
    expect(coordinator.current()).toBe(second);
  });

  it('does not pause a player that claims again while already playing', () => {
    const coordinator = createPlaybackCoordinator();
    const only = player();

    coordinator.claim(only);
    coordinator.claim(only);

    expect(only.pause).not.toHaveBeenCalled();
  });

  it('forgets a player once it releases, so the next start pauses nothing', () => {
    const coordinator = createPlaybackCoordinator();
    const first = player();
    const second = player();

    coordinator.claim(first);
    coordinator.release(first);
    coordinator.claim(second);

    expect(first.pause).not.toHaveBeenCalled();
    expect(coordinator.current()).toBe(second);
  });

  it('ignores a release from a player that is not the current one', () => {
    const coordinator = createPlaybackCoordinator();
    const first = player();
    const second = player();

    coordinator.claim(first);
    coordinator.release(second);

    expect(coordinator.current()).toBe(first);
  });

  it('keeps separate coordinators independent', () => {
    const a = createPlaybackCoordinator();
    const b = createPlaybackCoordinator();
    const first = player();

    a.claim(first);
    b.claim(player());

    expect(first.pause).not.toHaveBeenCalled();
  });
});
