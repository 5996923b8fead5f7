import { NATURAL, TIA_598_COLORS, type CableColor } from '@/content/catalogue/illustration';
import { PALETTE } from '@/lib/brand/palette';
import { BRAND, FIBER_HEX } from './palette';

describe('illustration palette', () => {
  it('draws with the site palette', () => {
    expect(BRAND).toBe(PALETTE);
  });

  it('has a distinct colour for every TIA-598 fibre position and for natural', () => {
    const colours: CableColor[] = [...TIA_598_COLORS, NATURAL];
    const hexes = colours.map((color) => FIBER_HEX[color]);
    expect(new Set(hexes).size).toBe(colours.length);
  });
});
