/**
 * Keeps at most one player video playing per page: whichever starts last
 * pauses the one before it. Module state is per page because every page is a
 * separate document in the static export.
 */

export interface Pausable {
  pause(): void;
}

export interface PlaybackCoordinator {
  /** Call when `player` starts playing; pauses whichever player played before it. */
  claim(player: Pausable): void;
  /** Call when `player` pauses, ends or unmounts. */
  release(player: Pausable): void;
  /** The player holding playback, if any. */
  current(): Pausable | null;
}

export function createPlaybackCoordinator(): PlaybackCoordinator {
  let active: Pausable | null = null;
  return {
    claim(player) {
      if (active && active !== player) active.pause();
      active = player;
    },
    release(player) {
      if (active === player) active = null;
    },
    current: () => active,
  };
}

/** The page-wide coordinator every PlayerVideo shares. */
export const playerCoordinator = createPlaybackCoordinator();
