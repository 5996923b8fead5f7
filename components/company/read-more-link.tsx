import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { withClass } from '@/components/ui/class-names';
import styles from './read-more-link.module.css';

/** 'Read More' for a publication: a site page by client navigation, anything else in a new tab. */
export function ReadMoreLink({ href, label, about, className: extra }: { href: string; label: string; about: string; className?: string }) {
  const className = withClass(styles.link, extra);
  if (href.startsWith('/')) {
    return (
      <SiteLink href={href} className={className}>
        {label}
        <span className="visually-hidden"> about {about}</span>
        <ArrowRight size={16} aria-hidden="true" />
      </SiteLink>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <span className="visually-hidden"> about {about} (opens in a new tab)</span>
      <ExternalLink size={16} aria-hidden="true" />
    </a>
  );
}
