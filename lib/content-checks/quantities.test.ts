import { cellQuantities, quantitiesIn, quantityKey, splitRatiosIn, valuesIn } from './quantities';

describe('quantitiesIn', () => {
  it('reads a slash list with its unit, and a second figure of another unit', () => {
    expect(quantitiesIn('45/43 dB at 1310/1550 nm').map((q) => `${q.value} ${q.unit}`)).toEqual(['45 dB', '43 dB', '1310 nm', '1550 nm']);
  });

  it('keeps dBm, dB/km and dB apart', () => {
    expect(valuesIn('-3 ~ +10dBm', 'dBm')).toEqual([-3, 10]);
    expect(valuesIn('-3 ~ +10dBm', 'dB')).toEqual([]);
    expect(valuesIn('≤0.4 dB/km at 1310 nm', 'dB/km')).toEqual([0.4]);
    expect(valuesIn('≤0.4 dB/km at 1310 nm', 'dB')).toEqual([]);
  });

  it('reads a range joined by a hyphen as two positive ends, and a spaced minus as a sign', () => {
    expect(valuesIn('0-50 °C', '°C')).toEqual([0, 50]);
    expect(valuesIn('-10 to +50 °C', '°C')).toEqual([-10, 50]);
    expect(valuesIn('-40~+70°C', '°C')).toEqual([-40, 70]);
    expect(valuesIn('−5 to +8 dBm', 'dBm')).toEqual([-5, 8]);
  });

  it('leaves comparison signs out of the value', () => {
    expect(valuesIn('≤0.4/0.4/0.5 dB', 'dB')).toEqual([0.4, 0.4, 0.5]);
    expect(valuesIn('< 5.0 dB', 'dB')).toEqual([5]);
    expect(valuesIn('> -48dBm', 'dBm')).toEqual([-48]);
    expect(valuesIn('±0.5dB', 'dB')).toEqual([0.5]);
    expect(valuesIn('125 ±1 µm', 'µm')).toEqual([125]);
    expect(valuesIn('125.0±0.7µm', 'µm')).toEqual([125]);
  });

  it('reads thousands separators and lists', () => {
    expect(valuesIn('60,000 fibres, 2,500 x 24', 'm')).toEqual([]);
    expect(valuesIn('1, 2, 4 or 8 km', 'km')).toEqual([1, 2, 4, 8]);
    expect(valuesIn('180×145×55 mm', 'mm')).toEqual([180, 145, 55]);
    expect(valuesIn('4 × 16.5 dBm, 8 x 19.5 dBm', 'dBm')).toEqual([16.5, 19.5]);
  });

  it('never reads a unit out of a longer word or a compound', () => {
    expect(quantitiesIn('4 GE ports, 2 SFP+ slots, 5 seconds')).toEqual([]);
    expect(quantitiesIn('16 ms')).toEqual([{ value: 16, unit: 'ms', text: '16 ms' }]);
    expect(valuesIn('8 mm/s', 'mm')).toEqual([]);
  });

  it('never takes the ratio before a comma into the next figure', () => {
    expect(valuesIn('splits 1:128, 20 km away', 'km')).toEqual([20]);
    expect(valuesIn('model AE3100, 45 dB', 'dB')).toEqual([45]);
    expect(valuesIn('SMF:0.02 dB, MMF:0.01 dB', 'dB')).toEqual([0.02, 0.01]);
  });

  it('reads a figure with no space before its unit', () => {
    expect(valuesIn('Over 10mW at 650nm', 'mW')).toEqual([10]);
    expect(valuesIn('Over 10mW at 650nm', 'nm')).toEqual([650]);
  });
});

describe('a unit in another case', () => {
  it('is read as the unit it stands for, so its figure is held to the tables', () => {
    expect(quantitiesIn('With 41 db of dynamic range, ±2 DB')).toEqual([
      { value: 41, unit: 'dB', text: '41 db' },
      { value: 2, unit: 'dB', text: '±2 DB' },
    ]);
    expect(quantitiesIn('10mw at 650 NM, 5 KM away').map((q) => `${q.value} ${q.unit}`)).toEqual(['10 mW', '650 nm', '5 km']);
  });

  it('is not read where the letters are a word or name of their own', () => {
    expect(quantitiesIn('50/125 MM fibre, 2 DB9 sockets, a 5G network')).toEqual([]);
  });
});

describe('cellQuantities', () => {
  it('takes the unit of bare numbers from the row header', () => {
    expect(cellQuantities('Dynamic range (dB)', '≥45/43').map((q) => `${q.value} ${q.unit}`)).toEqual(['45 dB', '43 dB']);
  });

  it('reads a cell’s own units first', () => {
    expect(cellQuantities('Dynamic range (dB)', '20dB').map((q) => `${q.value} ${q.unit}`)).toEqual(['20 dB']);
    expect(cellQuantities('Weight', '1.9 kg')).toHaveLength(1);
  });

  it('reads a dimension whose values carry their axis', () => {
    expect(cellQuantities('Dimensions', '58 (W) x 98 (D) x 47 (H) mm').map((q) => q.value)).toEqual([58, 98, 47]);
  });
});

describe('splitRatiosIn', () => {
  it('reads every ratio, spaced or not', () => {
    expect(splitRatiosIn('1:64 per port, up to 1 : 128')).toEqual([64, 128]);
  });
});

describe('quantityKey', () => {
  it('matches a figure whatever its sign or comparison', () => {
    expect(quantityKey({ value: -30, unit: 'dBm' })).toBe(quantityKey({ value: 30, unit: 'dBm' }));
  });

  it('matches one figure written in two units of a kind', () => {
    expect(quantityKey({ value: 85, unit: 'g' })).toBe(quantityKey({ value: 0.085, unit: 'kg' }));
    expect(quantityKey({ value: 0.25, unit: 'mm' })).toBe(quantityKey({ value: 250, unit: 'µm' }));
    expect(quantityKey({ value: 6, unit: 'sec' })).toBe(quantityKey({ value: 6, unit: 's' }));
    expect(quantityKey({ value: 1, unit: 'km' })).not.toBe(quantityKey({ value: 1, unit: 'm' }));
  });
});
