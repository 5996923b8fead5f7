/** Breakpoints in CSS pixels; app/tokens.css documents the same numbers. */
export const BREAKPOINTS = {
  mobile: 768,
  tablet: 1024,
  navCollapse: 1147,
  wide: 1200,
} as const;
