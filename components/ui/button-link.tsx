import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { buttonClassName, type ButtonVariant } from './button';

export interface ButtonLinkProps {
  href: string;
  /** 'primary' is the amber call to action; 'secondary' an outline for the quieter choice. */
  variant?: ButtonVariant;
  /** Another site: opens in a new tab and says so to screen readers. */
  external?: boolean;
  className?: string;
  children: ReactNode;
}

/** A link dressed as a button, for calls to action on light backgrounds. */
export function ButtonLink({ href, variant = 'primary', external = false, className, children }: ButtonLinkProps) {
  const classes = buttonClassName(className);
  if (external) {
    return (
      <a href={href} className={classes} data-variant={variant} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <SiteLink href={href} className={classes} data-variant={variant}>
      {children}
    </SiteLink>
  );
}
