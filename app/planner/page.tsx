import { plannerEnquiryWords } from '@/components/enquiry/add-to-enquiry-control';
import { PageBanner } from '@/components/layout/page-banner';
import { Planner } from '@/components/planner/planner';
import { JsonLd } from '@/components/seo/json-ld';
import { PlannerReference } from '@/components/planner/planner-reference';
import { compareText } from '@/content/compare';
import { paths } from '@/content/paths';
import { plannerPage, splitRatios } from '@/content/planner';
import { plannerContext, plannerProductIndex } from '@/lib/planner/catalogue';
import { definePage } from '@/lib/routing/pages';
import plannerStyles from '@/components/planner/planner.module.css';
import styles from './page.module.css';

const page = definePage('planner');
export const metadata = page.metadata;

/**
 * /planner: the fibre link planner. The calculators (components/planner/planner.tsx)
 * are exported worked out for the default plan and take the address's plan
 * once the page runs; "How this is calculated" is plain HTML.
 */
export default function PlannerPage() {
  const context = plannerContext();
  return (
    <div className={styles.page}>
      <div className={styles.banner}>
        <PageBanner {...page.banner} eyebrow={plannerPage.eyebrow} title={plannerPage.title} lead={plannerPage.lead} titleId="planner-title" />
      </div>
      <div className={`container ${styles.body}`}>
        <p className={`no-js-only ${styles.noScript}`}>{plannerPage.noScript}</p>
        <div className="needs-js">
          <Planner
            title={plannerPage.title}
            classes={plannerStyles}
            context={context}
            ratios={splitRatios}
            products={plannerProductIndex()}
            contactHref={paths.contact}
            controls={{ ...plannerEnquiryWords(), compare: compareText.control }}
          />
        </div>
        <PlannerReference context={context} />
      </div>
      <JsonLd nodes={page.jsonLd} />
    </div>
  );
}
