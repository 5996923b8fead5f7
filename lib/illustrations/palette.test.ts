import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TIA_598_COLORS } from '@/content/catalogue/illustration';
import { BRAND, FIBER_HEX } from './palette';

const tokens = readFileSync(path.join(process.cwd(), 'app/tokens.css'), 'utf8').toLowerCase();

describe('illustration palette', () => {
  it.each(Object.entries(BRAND))('takes %s from the design tokens', (_name, hex) => {
    expect(tokens).toContain(`: ${hex};`);
  });

  it('has a distinct colour for every TIA-598 fibre position', () => {
    const hexes = TIA_598_COLORS.map((color) => FIBER_HEX[color]);
    expect(new Set(hexes).size).toBe(TIA_598_COLORS.length);
  });
});
