import { TIA_598_COLORS } from '@/content/catalogue/illustration';
import { PALETTE } from '@/lib/brand/palette';
import { BRAND, FIBER_HEX } from './palette';

describe('illustration palette', () => {
  it('draws with the site palette', () => {
    expect(BRAND).toBe(PALETTE);
  });

  it('has a distinct colour for every TIA-598 fibre position', () => {
    const hexes = TIA_598_COLORS.map((color) => FIBER_HEX[color]);
    expect(new Set(hexes).size).toBe(TIA_598_COLORS.length);
  });
});
