/** Index arithmetic shared by every carousel: indices wrap both ways. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) throw new RangeError('a carousel needs at least one item');
  return ((index % count) + count) % count;
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count);
export const prevIndex = (index: number, count: number) => wrapIndex(index - 1, count);
