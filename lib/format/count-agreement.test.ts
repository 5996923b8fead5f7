import { countOf } from '@/content/count';
import { countsOutOfAgreement } from './count-agreement';

describe('countsOutOfAgreement', () => {
  it.each(['1 ports', 'PON ports: 1 ports', 'only 1 products shown', 'Saved: 1 files.', '1\u00a0models'])('finds the count in “%s”', (text) => {
    expect(countsOutOfAgreement(text)).toHaveLength(1);
  });

  it('finds every one of several', () => {
    expect(countsOutOfAgreement('1 ports and 1 outputs, 2 fibres')).toEqual(['1 ports', '1 outputs']);
  });

  it.each([
    '1 port',
    '11 ports',
    '21 products',
    '0.1 dBs',
    '1,200 fibres',
    '1/2 fibres',
    '1–4 ports',
    '1 series',
    '1 class',
    '1 chassis',
    '1 Gbps',
    '1 kbps',
    'port 1 is the uplink',
    '1 GE + WiFi 4',
    'IN 1 · 2',
  ])('passes “%s”', (text) => {
    expect(countsOutOfAgreement(text)).toEqual([]);
  });

  it('passes whatever the count helper writes for 1', () => {
    const text = ['port', 'product', 'fibre', 'model', 'file', 'result'].map((one) => countOf(1, { one, other: `${one}s` })).join(', ');
    expect(countsOutOfAgreement(text)).toEqual([]);
  });
});
