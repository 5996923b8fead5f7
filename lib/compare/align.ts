/**
 * Lines up several products' specifications into one table: one row per
 * section and label, one value per product, null where a product's record
 * has no such row. Nothing is filled in that a record lacks.
 */

/** One product's specifications as the compare data file carries them: sections of label/value rows. */
export interface SpecSection {
  title: string;
  rows: readonly (readonly [label: string, value: string])[];
}

export interface AlignedRow {
  label: string;
  /** One per product, in product order; null where the product has no value. */
  values: (string | null)[];
  /** Every product has the row and all values are equal. */
  same: boolean;
}

export interface AlignedSection {
  title: string;
  rows: AlignedRow[];
}

/**
 * Merges sequences of keys into one order: a key first seen in a later
 * sequence goes straight after the key it follows there, so rows a product
 * adds sit where that product has them, not at the end of the section.
 */
function mergeOrder(sequences: readonly (readonly string[])[]): string[] {
  const order: string[] = [];
  for (const sequence of sequences) {
    let cursor = -1;
    for (const key of sequence) {
      const at = order.indexOf(key);
      if (at === -1) {
        order.splice(cursor + 1, 0, key);
        cursor += 1;
      } else {
        cursor = at;
      }
    }
  }
  return order;
}

/**
 * Row keys of one section: the label, plus its occurrence number when a
 * record repeats a label, so the second 'Wavelength' of one product lines up
 * with the second of another.
 */
function rowKeys(rows: SpecSection['rows']): { key: string; label: string; value: string }[] {
  const seen = new Map<string, number>();
  return rows.map(([label, value]) => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return { key: `${label}\u0000${n}`, label, value };
  });
}

export function alignSpecs(products: readonly (readonly SpecSection[])[]): AlignedSection[] {
  const sectionOrder = mergeOrder(products.map((sections) => sections.map((s) => s.title)));
  return sectionOrder.map((title) => {
    const perProduct = products.map((sections) => {
      const section = sections.find((s) => s.title === title);
      return section ? rowKeys(section.rows) : [];
    });
    const order = mergeOrder(perProduct.map((rows) => rows.map((r) => r.key)));
    const rows = order.map((key): AlignedRow => {
      const cells = perProduct.map((rowsOfProduct) => rowsOfProduct.find((r) => r.key === key) ?? null);
      const label = cells.find((c) => c !== null)?.label ?? '';
      const values = cells.map((c) => c?.value ?? null);
      const first = values[0];
      return { label, values, same: first !== null && first !== undefined && values.every((v) => v === first) };
    });
    return { title, rows };
  });
}

/** The sections with their identical rows left out; a section left with no row goes too. */
export function onlyDifferences(sections: readonly AlignedSection[]): AlignedSection[] {
  return sections.map((s) => ({ ...s, rows: s.rows.filter((r) => !r.same) })).filter((s) => s.rows.length > 0);
}

export function countRows(sections: readonly AlignedSection[]): number {
  return sections.reduce((sum, s) => sum + s.rows.length, 0);
}
