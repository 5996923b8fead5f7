import { sameForEach, withRow } from './spec-rows';
import type { SpecTable } from './types';

const everyModel = sameForEach(['AE-1', 'AE-2']);
const shared = {
  title: 'Optical Parameters',
  columns: ['Parameter', 'AE-1', 'AE-2'],
  groups: [
    { rows: [['Dynamic range', '20 dB', '24 dB'], everyModel('Weight', '1.8 kg')] },
    { label: 'Power', rows: [everyModel('Battery', '8 h')] },
  ],
  note: 'Figures at 23 °C.',
} as const satisfies SpecTable;

describe('withRow', () => {
  it('replaces the one row with that header and keeps every other row, group, column and the note', () => {
    expect(withRow(shared, 'Weight', '1.7 kg', '1.8 kg')).toEqual({
      ...shared,
      groups: [{ rows: [['Dynamic range', '20 dB', '24 dB'], ['Weight', '1.7 kg', '1.8 kg']] }, shared.groups[1]],
    });
  });

  it('leaves the shared table as it is', () => {
    withRow(shared, 'Battery', '6 h', '6 h');
    expect(shared.groups[1].rows[0]).toEqual(['Battery', '8 h', '8 h']);
  });

  it('refuses a header the table has no row for, naming the rows it has', () => {
    // @ts-expect-error 'Wieght' is not a row of a table written `as const`: the type check names it first.
    expect(() => withRow(shared, 'Wieght', '1.7 kg', '1.8 kg')).toThrow(
      'withRow: the table "Optical Parameters" has no row "Wieght"; its rows are "Dynamic range", "Weight", "Battery"',
    );
    const plain: SpecTable = shared;
    expect(() => withRow(plain, 'Wieght', '1.7 kg')).toThrow('has no row "Wieght"');
  });
});
