import type { Segment } from '@/lib/search/highlight';

/** Text with its matched runs in `<mark>`; React escapes every run, so a query can never become markup. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}
    </>
  );
}
