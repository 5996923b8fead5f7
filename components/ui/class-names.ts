/**
 * A component's own class with the caller's on top, the way every component
 * here accepts `className`: the caller's class comes last so its custom
 * properties tune the component, and an absent or empty one adds nothing.
 */
export function withClass(own: string | undefined, extra: string | undefined): string | undefined {
  if (extra === undefined || extra === '') return own;
  return own === undefined || own === '' ? extra : `${own} ${extra}`;
}
