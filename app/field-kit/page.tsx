import { SpecTable } from '@/components/catalogue/spec-table';
import { PageBanner } from '@/components/layout/page-banner';
import { publishedColourOrders } from '@/content/catalogue/fiber';
import { colourOrderTable } from '@/content/catalogue/fiber/series';
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
 * Below, the fibre colour order for every tube size a cable datasheet gives
 * one for: the service worker precaches this page, so every device that
 * opened the site has the table.
 */
export default function FieldKitPage() {
  const plan = fieldKitPlan();
  const choices = [plan.everything, ...plan.groups].map(({ key, label, summary }) => ({ key, label, summary }));
  const colours = publishedColourOrders();
  return (
    <>
      <PageBanner {...page.banner} eyebrow={fieldKitPage.eyebrow} title={fieldKitPage.title} lead={fieldKitPage.lead} />
      <div className={`container ${styles.body}`}>
        <p className={`no-js-only ${kitStyles.notice}`}>{fieldKitPage.noScript}</p>
        <div className="needs-js">
          <FieldKit choices={choices} />
        </div>
        {colours ? (
          <section className={styles.colours} aria-labelledby="kit-colours">
            <h2 id="kit-colours">{fieldKitPage.colourTitle}</h2>
            <p>{fieldKitPage.colourLead(colours.stated.map((s) => s.name), colours.unstated.map((s) => s.name))}</p>
            <SpecTable table={colourOrderTable(colours.sizes)} />
          </section>
        ) : null}
      </div>
      <JsonLd nodes={page.jsonLd} />
    </>
  );
}
