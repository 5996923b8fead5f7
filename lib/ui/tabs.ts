/** Keyboard movement in a tablist (WAI-ARIA, manual activation): arrows wrap, Home and End jump. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The tab a URL hash names (`#gpon-olt`), or null when it names none of them. */
export function tabFromHash(hash: string, ids: readonly string[]): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return ids.includes(id) ? id : null;
}
