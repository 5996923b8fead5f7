import { BREAKPOINTS } from '@/lib/breakpoints';
import { MOBILE_VIDEO_QUERY, REDUCED_MOTION_QUERY } from './media-queries';

describe('media queries', () => {
  it('treats 768 px and narrower as mobile, like the rest of the site', () => {
    expect(BREAKPOINTS.mobile).toBe(768);
    expect(MOBILE_VIDEO_QUERY).toBe('(max-width: 768px)');
  });

  it('asks for the reduced-motion preference by its standard name', () => {
    expect(REDUCED_MOTION_QUERY).toBe('(prefers-reduced-motion: reduce)');
  });
});
