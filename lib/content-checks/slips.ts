import { tablesOf, type CatalogueInput } from '@/lib/catalogue/checks';

/**
 * Spelling slips the makers' source tables carry, each with its correction.
 * A table pasted from a sheet brings them back; the check names the cell
 * and the word to write.
 */
export const SOURCE_SLIPS: readonly (readonly [RegExp, string])[] = [
  [/measurment/i, 'measurement'],
  [/mesurement/i, 'measurement'],
  [/refectance/i, 'reflectance'],
  [/reflectacne/i, 'reflectance'],
  [/date storage/i, 'data storage'],
  [/greter/i, 'greater'],
  [/tast modes/i, 'test modes'],
  [/campatible/i, 'compatible'],
  [/bellcare/i, 'Bellcore'],
  // 'Liner' is a word of its own; in a spec table it is the source's slip for 'linear' (linearity, linear scale).
  [/\bliner\b/i, 'linear'],
  [/million megapixel/i, 'megapixel'],
  [/optical part type/i, 'optical port type'],
];

export function sourceSlipProblems({ products }: CatalogueInput, slips: readonly (readonly [RegExp, string])[] = SOURCE_SLIPS): string[] {
  return products.flatMap((p) =>
    tablesOf(p).flatMap(({ field, table }) => {
      const cells = [
        { where: `${field} "${table.title}"`, text: [table.title, ...table.columns, table.note ?? ''].join('\n') },
        ...table.groups.flatMap((g) => [
          { where: `${field} "${table.title}"`, text: g.label ?? '' },
          ...g.rows.map((row) => ({ where: `${field} "${table.title}" › "${row[0]}"`, text: row.join('\n') })),
        ]),
      ];
      return cells.flatMap(({ where, text }) =>
        slips.flatMap(([slip, write]) => {
          const found = slip.exec(text)?.[0];
          return found ? [`${p.key} › ${where}: "${found}" is a slip of the source table; write "${write}"`] : [];
        }),
      );
    }),
  );
}
