'use client';

import { SiteLink } from '@/components/ui/site-link';
import { ClipboardList } from '@/components/ui/icons/clipboard-list';
import { enquiryList } from '@/lib/enquiry/list-store';
import { useStoredList } from '@/components/hooks/use-stored-list';
import styles from './enquiry-list-link.module.css';

/**
 * The header's "Enquiry list" link with the number of products on the list,
 * shown in the full and in the collapsed header. The count sits on the
 * icon, out of the flow, so it never moves the header when it appears.
 */
export interface EnquiryListLinkProps {
  href: string;
  label: string;
  /** Nouns read after the count: 'product', 'products'. */
  nouns: { one: string; other: string };
}

export function EnquiryListLink({ href, label, nouns }: EnquiryListLinkProps) {
  const count = useStoredList(enquiryList).length;
  return (
    <SiteLink href={href} className={`${styles.link} needs-js`}>
      <span className={styles.icon}>
        <ClipboardList size={22} aria-hidden="true" />
        <span className={styles.count} aria-hidden="true" data-empty={count === 0 || undefined}>
          {count}
        </span>
      </span>
      <span className={`${styles.label} visually-hidden-if`}>{label}</span>
      <span className="visually-hidden">
        {' '}
        ({count} {count === 1 ? nouns.one : nouns.other})
      </span>
    </SiteLink>
  );
}
