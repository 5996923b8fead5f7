import { formatNumber, unitOf, type Facet } from '@/content/catalogue/facets';
import type { Filter } from './state';

/** A filter in a few words, for its chip: 'Dynamic range at 1550 nm ≥ 40 dB', 'Type: OTDR or Power meter'. */
export function filterSummary(facet: Facet, filter: Filter): string {
  const symbol = unitOf(facet)?.symbol;
  const unit = symbol ? ` ${symbol}` : '';
  switch (filter.kind) {
    case 'between': {
      const { min, max } = filter;
      if (min !== null && max !== null) return `${facet.label} ${formatNumber(min)}–${formatNumber(max)}${unit}`;
      return min !== null ? `${facet.label} ≥ ${formatNumber(min)}${unit}` : `${facet.label} ≤ ${formatNumber(max!)}${unit}`;
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
