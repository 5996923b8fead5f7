import type { Product } from '@/content/catalogue/types';
import { acrossModels, cardFigures } from './card-figures';
import { facets } from './fixtures.test-data';

const facet = (id: string) => facets.find((f) => f.id === id)!;

describe('card figures', () => {
  it('span a figure across a product’s models, leaving out models without one', () => {
    expect(acrossModels(facet('dr'), [32, 45, null, 40])).toEqual({ min: 32, max: 45 });
    expect(acrossModels(facet('dr'), [40, 40])).toBe(40);
    expect(acrossModels(facet('dr'), [null, null])).toBeNull();
    expect(acrossModels(facet('out'), [{ min: 13, max: 16 }, { min: 19.5, max: 19.5 }])).toEqual({ min: 13, max: 19.5 });
  });

  it('join sets, and keep a choice or a flag only when every model agrees', () => {
    expect(acrossModels(facet('wl'), [['1310', '1550'], ['1550', '1625']])).toEqual(['1310', '1550', '1625']);
    expect(acrossModels(facet('type'), ['otdr', 'otdr'])).toBe('otdr');
    expect(acrossModels(facet('type'), ['otdr', 'meter'])).toBeNull();
    expect(acrossModels(facet('live'), [true, false])).toBeNull();
  });

  it('give a card its family’s key figures from its models, with units', () => {
    const product = {
      key: 'ce0416m',
      family: 'edfa',
      models: [{ name: 'CE0416M', figures: { line: 'catv', outputs: 4, outputPower: { min: 16.5, max: 16.5 }, dualInput: false, housing: '1u' } }],
    } as unknown as Product;
    expect(cardFigures(product)).toEqual([
      { label: 'Outputs', text: '4 ports' },
      { label: 'Output per port', text: '16.5 dBm' },
    ]);
  });
});
