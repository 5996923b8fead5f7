import { familyRoutes } from './routes';
import { sameForEach } from './spec-rows';

describe('familyRoutes', () => {
  const pon = familyRoutes({ base: '/brand-pon', numbered: 'brandpon' });

  it('puts a model page under the base, with its old spellings and numbered paths as legacy paths', () => {
    expect(pon.model('OP-1')).toEqual({ route: '/brand-pon/OP-1', legacyPaths: [] });
    expect(pon.model('OP-1', { aliases: ['OP1'], numbered: ['two', 'three'] })).toEqual({
      route: '/brand-pon/OP-1',
      legacyPaths: ['/brand-pon/OP1', '/brandponproducttwo', '/brandponproductthree'],
    });
  });

  it('gives every model page its twin under the alias base when the scheme says so', () => {
    const devisor = familyRoutes({ base: '/devisor', numbered: 'deviser', aliasBase: '/deviser', aliasEveryModel: true });
    expect(devisor.model('VF10', { numbered: ['nine'] })).toEqual({
      route: '/devisor/VF10',
      legacyPaths: ['/deviserproductnine', '/deviser/VF10'],
    });
  });

  it('puts a numbered page at the numbered path, with old links under the alias base', () => {
    const edfa = familyRoutes({ base: '/brandedfa', numbered: 'brandedfa', aliasBase: '/brand-edfa' });
    expect(edfa.numbered('one', { aliases: ['CE0416M'] })).toEqual({ route: '/brandedfaproductone', legacyPaths: ['/brand-edfa/CE0416M'] });
  });

  it('refuses an alias when the scheme has no alias base', () => {
    expect(() => pon.numbered('one', { aliases: ['X'] })).toThrow(/aliasBase/);
  });
});

describe('sameForEach', () => {
  it('repeats one value in every model column', () => {
    expect(sameForEach(['A', 'B', 'C'])('Weight', '1 kg')).toEqual(['Weight', '1 kg', '1 kg', '1 kg']);
  });
});
