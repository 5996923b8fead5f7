import type { Product, SpecTable } from '@/content/catalogue/types';
import { proseOf, stringsOf, tablesOf, type CatalogueInput } from '@/lib/catalogue/checks';
import { cellQuantities, quantitiesIn, quantityKey, type Quantity } from './quantities';

/**
 * A figure in prose is a claim, and a claim must agree with the tables.
 * Every figure a product's words state (summary, banner, features,
 * highlights, showcase, the shared records it lists) must stand in the
 * tables of that product, or of another product the same sentence names:
 * "the PE3219M doubles the count to 32" is checked against the PE3219M's
 * table. A figure no table holds is either wrong (the CE amplifiers' "-5 to
 * +8 dBm" against their 16.5–23.5 dBm ratings) or a fact the table lacks.
 */

function figuresOf(tables: readonly SpecTable[]): Set<string> {
  // A row header states a figure too: 'Attenuation @ 1310 nm'.
  const cells = tables.flatMap((t) => t.groups.flatMap((g) => g.rows.flatMap((row) => [quantitiesIn(row[0]), ...row.slice(1).map((cell) => cellQuantities(row[0], cell))])));
  const notes = stringsOf(tables.map((t) => [t.title, t.note ?? '', t.columns, t.groups.map((g) => g.label ?? '')])).flatMap(quantitiesIn);
  return new Set([...cells.flat(), ...notes].map(quantityKey));
}

/** The product's words with their fields, shared records included (they stand on its page). */
function wordsOf(product: Product): { field: string; text: string }[] {
  const shared = (product.page?.shared ?? []).flatMap((record, r) =>
    record.features.map((f, i) => ({ field: `page.shared[${r}] "${record.title}".features[${i}].text`, text: f.text })),
  );
  return [...proseOf(product), ...shared];
}

export function claimProblems({ products }: CatalogueInput): string[] {
  const tablesByKey = new Map(products.map((p) => [p.key as string, figuresOf(tablesOf(p).map((t) => t.table))]));
  const models = products.map((p) => ({ key: p.key as string, model: p.model }));
  const problems: string[] = [];
  for (const product of products) {
    if (!product.page) continue;
    const own = tablesByKey.get(product.key)!;
    for (const { field, text } of wordsOf(product)) {
      const named = models.filter((m) => m.key !== product.key && text.includes(m.model)).map((m) => tablesByKey.get(m.key)!);
      const held = (q: Quantity) => own.has(quantityKey(q)) || named.some((figures) => figures.has(quantityKey(q)));
      const missing = [...new Set(quantitiesIn(text).filter((q) => !held(q)).map((q) => `${q.value} ${q.unit}`))];
      if (missing.length > 0) {
        problems.push(
          `${product.key} › ${field}: states ${missing.map((m) => `"${m}"`).join(', ')}, which no table of ${product.key} holds; put the figure in its spec table, or take it out of the words`,
        );
      }
    }
  }
  return problems;
}
