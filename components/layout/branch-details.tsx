import { Mail } from '@/components/ui/icons/mail';
import { MapPin } from '@/components/ui/icons/map-pin';
import { Phone } from '@/components/ui/icons/phone';
import { telHref, type Branch } from '@/content/branches';
import { phoneText } from '@/lib/contact/phone';
import styles from './branch-details.module.css';
import { withClass } from '@/components/ui/class-names';

export interface BranchDetailsProps {
  branch: Branch;
  /** Render the office name as a heading of this level; announced politely when it changes. */
  headingLevel?: 'h2' | 'h3';
  /** 'dark' on the navy footer (links take the text colour), 'light' on white (link colour). */
  tone?: 'dark' | 'light';
  className?: string;
}

/** An office's address, contact person, mobiles and mailbox: shared by the footer, its dialog and the contact page. */
export function BranchDetails({ branch, headingLevel, tone = 'dark', className }: BranchDetailsProps) {
  const Heading = headingLevel;
  return (
    <div
      className={withClass(styles.details, className)}
      data-tone={tone}
      aria-live={Heading ? 'polite' : undefined}
    >
      {Heading ? <Heading className={styles.title}>{branch.name}</Heading> : null}
      <p className={styles.line}>
        <MapPin size={16} aria-hidden="true" />
        <span>{branch.address}</span>
      </p>
      <p className={styles.person}>
        {branch.contactRole}, <span>{branch.designation}</span>
      </p>
      <ul className={styles.phones}>
        {branch.mobiles.map((m) => (
          <li key={m}>
            <a className={styles.line} href={telHref(m)}>
              <Phone size={16} aria-hidden="true" />
              <span>{phoneText(m)}</span>
            </a>
          </li>
        ))}
      </ul>
      <a className={styles.line} href={`mailto:${branch.email}`}>
        <Mail size={16} aria-hidden="true" />
        <span>{branch.email}</span>
      </a>
    </div>
  );
}
