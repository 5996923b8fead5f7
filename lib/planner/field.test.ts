import { readField, type FieldSpec } from './field';

const distance: FieldSpec = { name: 'The distance', unit: 'km', min: 0, max: 60, maxReason: 'no PON class reaches further' };
const connectors: FieldSpec = { name: 'The number of connectors', unit: '', min: 0, max: 50, integer: true };

describe('readField', () => {
  it('reads a number, a decimal comma and surrounding spaces', () => {
    expect(readField('18', distance)).toEqual({ ok: true, value: 18 });
    expect(readField(' 18,5 ', distance)).toEqual({ ok: true, value: 18.5 });
    expect(readField('0', distance)).toEqual({ ok: true, value: 0 });
  });

  it('says what is wrong with empty, non-numeric, negative, fractional and huge values, and never yields a number', () => {
    expect(readField('', distance)).toEqual({ ok: false, message: 'The distance is empty: enter a number of km.' });
    expect(readField('abc', distance)).toEqual({ ok: false, message: 'The distance must be a number; “abc” is not one.' });
    expect(readField('1e400', distance)).toEqual({ ok: false, message: 'The distance must be a number; “1e400” is not one.' });
    expect(readField('-3', distance)).toEqual({ ok: false, message: 'The distance cannot be negative.' });
    expect(readField('2.5', connectors)).toEqual({ ok: false, message: 'The number of connectors is a count: enter a whole number.' });
    expect(readField('61', distance)).toEqual({ ok: false, message: 'The distance is at most 60 km: no PON class reaches further.' });
    expect(readField('999999999', connectors)).toEqual({ ok: false, message: 'The number of connectors is at most 50.' });
  });

  it('takes the limits themselves', () => {
    expect(readField('60', distance)).toEqual({ ok: true, value: 60 });
    expect(readField('50', connectors)).toEqual({ ok: true, value: 50 });
  });
});
