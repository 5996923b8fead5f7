import { act, render, screen, within } from '@testing-library/react';
import { getFamilies } from '@/content/catalogue';
import { FamilyLanding } from './family-landing';

describe('FamilyLanding', () => {
  it.each(getFamilies().map((f) => [f.key, f] as const))('%s: draws an illustrated hero into the page, and leaves the cards as files', async (_key, family) => {
    // The catalogue is a lazy chunk the page waits for (landing-catalogue-island.tsx): act lets it arrive.
    await act(async () => {
      render(<FamilyLanding family={family} />);
    });
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    if (family.hero.image.kind === 'illustration') {
      expect(within(hero).getByRole('img', { name: family.hero.image.alt }).tagName.toLowerCase()).toBe('svg');
      expect(hero.querySelector('img')).toBeNull();
    }
    expect(document.querySelectorAll('svg[data-kind]')).toHaveLength(family.hero.image.kind === 'illustration' ? 1 : 0);
  }, 30_000); // the whole landing with its lazily loaded catalogue: seconds on a loaded two-core machine
});
