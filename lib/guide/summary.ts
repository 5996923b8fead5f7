import { formatNumber, unitAfter, unitOf, type Facet } from '@/content/catalogue/facets';
import type { Filter } from './state';

/** A filter in a few words, for its chip: 'Dynamic range at 1550 nm ≥ 40 dB', 'LAN ports ≥ 1 port', 'Type: OTDR or Power meter'. */
export function filterSummary(facet: Facet, filter: Filter): string {
  const found = unitOf(facet);
  const unitFor = (n?: number) => (found ? ` ${unitAfter(found, n)}` : '');
  const unit = unitFor();
  switch (filter.kind) {
    case 'between': {
      const { min, max } = filter;
      if (min !== null && max !== null) return `${facet.label} ${formatNumber(min)}–${formatNumber(max)}${unit}`;
      return min !== null ? `${facet.label} ≥ ${formatNumber(min)}${unitFor(min)}` : `${facet.label} ≤ ${formatNumber(max!)}${unitFor(max!)}`;
    }
    case 'any':
    case 'all': {
      const options = 'options' in facet ? facet.options : [];
      const labels = filter.values.map((v) => options.find((o) => o.value === v)?.label ?? v);
      const joined = labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} ${filter.kind === 'all' ? 'and' : 'or'} ${labels.at(-1)}`;
      return `${facet.label}: ${joined}${filter.kind === 'all' ? unit : ''}`;
    }
    case 'yes':
      return facet.label;
  }
}
