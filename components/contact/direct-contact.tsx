import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { directContactLabels as labels } from '@/content/contact';
import { site } from '@/content/site';
import { phoneText } from '@/lib/contact/phone';
import styles from './direct-contact.module.css';
import { withClass } from '@/components/ui/class-names';

/** The head office's phone (also WhatsApp), mailbox and business hours, from the site settings. */
export function DirectContact({ className }: { className?: string }) {
  const { days, opens, closes, timezone } = site.hours;
  return (
    <dl className={withClass(styles.list, className)}>
      <div className={styles.item}>
        <dt className={styles.term}>
          <Phone size={18} aria-hidden="true" />
          {labels.phone}
        </dt>
        <dd className={styles.value}>
          <a href={`tel:${site.phone.tel}`}>{phoneText(site.phone.display)}</a>
        </dd>
      </div>
      <div className={styles.item}>
        <dt className={styles.term}>
          <MessageCircle size={18} aria-hidden="true" />
          {labels.whatsapp}
        </dt>
        <dd className={styles.value}>
          <a href={site.phone.whatsappHref} target="_blank" rel="noopener noreferrer">
            {phoneText(site.phone.display)}
            <span className="visually-hidden"> (chat on WhatsApp, opens in a new tab)</span>
          </a>
        </dd>
      </div>
      <div className={styles.item}>
        <dt className={styles.term}>
          <Mail size={18} aria-hidden="true" />
          {labels.email}
        </dt>
        <dd className={styles.value}>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </dd>
      </div>
      <div className={styles.item}>
        <dt className={styles.term}>
          <Clock size={18} aria-hidden="true" />
          {labels.hours}
        </dt>
        <dd className={styles.value}>
          {days}
          <br />
          {opens} to {closes} ({timezone})
        </dd>
      </div>
    </dl>
  );
}
