import type { SpecTable as SpecTableRecord } from '@/content/catalogue/types';
import { SpecTable } from '../spec-table';
import { DetailSection } from './detail-section';

/** A headed run of tables (specifications, accessories); nothing when there are none. */
export function TablesSection({ id, title, tables }: { id: string; title: string; tables: readonly SpecTableRecord[] }) {
  if (tables.length === 0) return null;
  return (
    <DetailSection id={id} title={title}>
      {tables.map((t) => (
        <SpecTable key={t.title} table={t} />
      ))}
    </DetailSection>
  );
}
