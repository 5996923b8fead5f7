import { Picture } from '@/components/media/picture';
import type { Partner } from '@/content/partners';
import { withClass } from '@/components/ui/class-names';
import styles from './partner-logo.module.css';

export interface PartnerLogoProps {
  partner: Pick<Partner, 'logo'>;
  /** The picture's `sizes`: how wide the tile is drawn. */
  sizes: string;
  /** Sizes the tile (height, margins) and caps the mark through --logo-max-height. */
  className?: string;
}

/** A partner's wordmark on its light tile, as the partner cards and the partner's own page show it. */
export function PartnerLogo({ partner, sizes, className }: PartnerLogoProps) {
  return (
    <div className={withClass(styles.tile, className)}>
      <Picture image={partner.logo.image} alt={partner.logo.alt} sizes={sizes} className={styles.image} />
    </div>
  );
}
