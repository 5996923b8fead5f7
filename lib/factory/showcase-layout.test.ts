import { showcaseLayout } from './showcase-layout';

describe('showcaseLayout', () => {
  it('puts the first showcase’s media on the right, then alternates', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(showcaseLayout)).toEqual(['right', 'left', 'right', 'left', 'right', 'left', 'right']);
  });
});
