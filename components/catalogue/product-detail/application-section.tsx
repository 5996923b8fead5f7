import type { PagedProduct } from '@/content/catalogue';
import { catalogueLabels } from '@/content/catalogue/labels';
import { ApplicationChart } from '../application-chart';
import { DetailSection } from './detail-section';
import styles from './product-detail.module.css';

/** An ONT's place in the network, drawn from its ports (spec 2.7); nothing for a product without a chart. */
export function ApplicationSection({ product }: { product: PagedProduct }) {
  const chart = product.page.applicationChart;
  const ont = product.image.kind === 'illustration' && product.image.spec.kind === 'ont' ? product.image.spec : null;
  if (!chart || !ont) return null;
  return (
    <DetailSection id="application" title={catalogueLabels.application} className={styles.chartSection}>
      <p className={styles.sectionLead}>{catalogueLabels.applicationLead(product.model, ont)}</p>
      <ApplicationChart
        model={product.model}
        ponType={catalogueLabels.applicationPonType}
        clients={chart.devices}
        ports={{ lan: ont.gePorts + ont.fePorts, pots: ont.potsPorts, wifi: ont.wifi !== null }}
      />
    </DetailSection>
  );
}
