import { PartnerCards } from '@/components/company/partner-cards';
import { Section } from '@/components/layout/section';
import { partnersSection } from '@/content/home';
import { partnerPage, partners } from '@/content/partners';

/** The four partner brands, each card linking to the partner's own site in a new tab. */
export function PartnersSection() {
  return (
    <Section titleId="partners-title" title={partnersSection.title} lead={partnersSection.lead} id="partners">
      <PartnerCards partners={partners} headingLevel="h3" visitLabel={partnerPage.visit} compact />
    </Section>
  );
}
