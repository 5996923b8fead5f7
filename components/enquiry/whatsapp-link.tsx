'use client';

import { useEffect, useState } from 'react';
import { ExternalLink } from '@/components/ui/icons/external-link';
import { MessageCircle } from '@/components/ui/icons/message-circle';
import { buttonClassName } from '@/components/ui/button';
import { useStoredList } from '@/components/hooks/use-stored-list';
import { enquiryList } from '@/lib/enquiry/list-store';
import { enquiryPlans } from '@/lib/enquiry/plans';
import { loadEnquiryProducts, productLookup, type EnquiryProducts } from '@/lib/enquiry/products';
import { whatsAppHref, whatsAppText } from '@/lib/enquiry/whatsapp';
import styles from './whatsapp-link.module.css';

export interface WhatsAppLinkProps {
  /** The company number's wa.me address (content/phone.ts). */
  chatHref: string;
  /** 'Send on WhatsApp'. */
  label: string;
  /** Read after the label by screen readers: ' (opens in a new tab)'. */
  newTab: string;
  /** Name of the form's message field, whose text goes after the list. */
  messageField: string;
}

/**
 * "Send on WhatsApp": a chat with the company's number, opened in a new tab,
 * whose first message is the enquiry list, its link plans and the message
 * typed in the form (lib/enquiry/whatsapp.ts). The exported HTML, and the
 * page without JavaScript, link to the bare number; with JavaScript the
 * address follows the list, the plans and the message as they change.
 */
export function WhatsAppLink({ chatHref, label, newTab, messageField }: WhatsAppLinkProps) {
  const items = useStoredList(enquiryList);
  const plans = useStoredList(enquiryPlans);
  const products = useProductsFor(items.length > 0);
  const [message, readMessage] = useFieldText(messageField);
  const lookup = productLookup(products);
  // Plans only come from storage, so only in the browser: the server never reaches window here.
  const origin = plans.length > 0 ? window.location.origin : '';
  const text = whatsAppText({ items, lookup, plans, origin, message });
  return (
    <a
      href={whatsAppHref(chatHref, text)}
      target="_blank"
      rel="noopener"
      className={buttonClassName(styles.link)}
      data-variant="secondary"
      // The form may fill the field without an input event (its saved draft): read it again as the visitor reaches for the link.
      onFocus={readMessage}
      onPointerDown={readMessage}
    >
      <MessageCircle size={18} aria-hidden="true" />
      {label}
      <ExternalLink size={14} aria-hidden="true" />
      <span className="visually-hidden">{newTab}</span>
    </a>
  );
}

/** The products' models and titles once there is a list to name (fetched once per page, shared with the form); null until then. */
function useProductsFor(wanted: boolean): EnquiryProducts | null {
  const [products, setProducts] = useState<EnquiryProducts | null>(null);
  useEffect(() => {
    if (!wanted || products !== null) return;
    let live = true;
    loadEnquiryProducts().then(
      (loaded) => live && setProducts(loaded),
      () => {
        // Without the names the link carries the plans and the message; the next change to the list tries again.
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, products]);
  return products;
}

/** The text of the page's field named `name`, kept current as it is typed in, and a function to read it again. */
function useFieldText(name: string): [string, () => void] {
  const [text, setText] = useState('');
  const read = () => setText(fieldOf(name)?.value ?? '');
  useEffect(() => {
    const field = fieldOf(name);
    if (!field) return;
    const onInput = () => setText(field.value);
    onInput();
    field.addEventListener('input', onInput);
    return () => field.removeEventListener('input', onInput);
  }, [name]);
  return [text, read];
}

function fieldOf(name: string): HTMLInputElement | HTMLTextAreaElement | null {
  const field = document.getElementsByName(name)[0];
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
}
