/** The index `delta` steps from `current` in a ring of `count` items: the lightbox wraps at both ends. */
export function stepIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + delta) % count) + count) % count;
}

/** Which step a key asks for in the lightbox, or null for any other key. */
export function stepForKey(key: string): -1 | 1 | null {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return null;
}
