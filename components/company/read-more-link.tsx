import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight, ExternalLink } from 'lucide-react';

/** 'Read More' for a publication: a site page by client navigation, anything else in a new tab. */
export function ReadMoreLink({ href, label, about, className }: { href: string; label: string; about: string; className?: string }) {
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
