import { PageBanner } from '@/components/layout/page-banner';
import { FieldKit } from '@/components/offline/field-kit';
import { JsonLd } from '@/components/seo/json-ld';
import { fieldKitPage } from '@/content/field-kit';
import { fieldKitPlan } from '@/lib/offline/groups';
import { definePage } from '@/lib/routing/pages';
import kitStyles from '@/components/offline/field-kit.module.css';
import styles from './page.module.css';

const page = definePage('fieldKit');
export const metadata = page.metadata;

/**
 * /field-kit: a technician keeps families, the tutorials, the planner and the
 * branches on the device for work without signal. The choices are in the
 * HTML; their sizes come from field-kit.json as the page runs
 * (components/offline/field-kit.tsx), which the build writes after the export.
 */
export default function FieldKitPage() {
  const plan = fieldKitPlan();
  const choices = [plan.everything, ...plan.groups].map(({ key, label, summary }) => ({ key, label, summary }));
  return (
    <>
      <PageBanner {...page.banner} eyebrow={fieldKitPage.eyebrow} title={fieldKitPage.title} lead={fieldKitPage.lead} />
      <div className={`container ${styles.body}`}>
        <p className={`no-js-only ${kitStyles.notice}`}>{fieldKitPage.noScript}</p>
        <div className="needs-js">
          <FieldKit choices={choices} />
        </div>
      </div>
      <JsonLd nodes={page.jsonLd} />
    </>
  );
}
