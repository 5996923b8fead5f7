'use client';

import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { Send } from '@/components/ui/icons/send';
import { enquiryFieldSpecs, enquiryForm, type EnquiryFieldSpec } from '@/content/contact';
import {
  DRAFT_STORAGE_KEY,
  autoresponseFor,
  HONEYPOT_FIELD,
  enquiryFields,
  hiddenFields,
  parseDraft,
  productSubject,
  serialiseDraft,
  type EnquiryField,
  type EnquiryValues,
} from '@/lib/enquiry/form';
import type { EnquiryProduct } from '@/lib/enquiry/list';
import { loadEnquiryProducts, productLookup, type EnquiryProducts } from '@/lib/enquiry/products';
import { enquiryListSubject } from '@/lib/enquiry/list-text';
import { enquiryList } from '@/lib/enquiry/list-store';
import { isWaiting, offlineMessage, offlineView, submitOutcome, WAITING_MARK, WAITING_STORAGE_KEY } from '@/lib/enquiry/offline';
import { EnquiryList } from '@/components/enquiry/enquiry-list';
import { useOnline } from '@/components/hooks/use-online';
import { useStoredList } from '@/components/hooks/use-stored-list';
import { Button } from '@/components/ui/button';
import styles from './enquiry-form.module.css';

const NO_PRODUCTS: EnquiryProducts = {};

export interface EnquiryFormProps {
  /** The form-mail endpoint the browser posts to. */
  action: string;
  /** Subject line of the notification e-mail. */
  notificationSubject: string;
  /** Absolute URL of the thank-you page. */
  next: string;
  /** Mailbox copied on every enquiry. */
  cc: string;
  /**
   * Product key → model and title, for `?product=<key>` links and the enquiry
   * list. Left out, the form fetches them (lib/enquiry/products.ts) once it
   * has a link or a list to name, so the page does not carry the catalogue.
   */
  products?: Readonly<Record<string, EnquiryProduct>>;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

type Control = HTMLInputElement | HTMLTextAreaElement;
type Messages = Partial<Record<EnquiryField, string>>;

/**
 * The enquiry form: a plain HTML POST to the form-mail service, so it works
 * without JavaScript. The script adds six things and no rules of its own:
 * the browser's validation messages shown beside their fields, a draft kept
 * in localStorage as the visitor types, the subject filled from a
 * `?product=` link or else from the enquiry list, the enquiry list itself
 * (posted as `products`), the auto-reply greeting kept in step with the name,
 * and a send while offline kept on the device until "Send now"
 * (lib/enquiry/offline.ts), with one POST per attempt.
 * The visible fields are uncontrolled: the DOM holds what was typed, even
 * before the script runs, and nothing is trimmed or stripped.
 */
export function EnquiryForm({ action, notificationSubject, next, cc, products: given, labelledBy }: EnquiryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [messages, setMessages] = useState<Messages>({});
  const listItems = useStoredList(enquiryList);
  const [fetched, setFetched] = useState<EnquiryProducts | null>(null);
  const wantsProducts = given === undefined && fetched === null && listItems.length > 0;
  useEffect(() => {
    if (given !== undefined || fetched !== null) return;
    if (!wantsProducts && !new URLSearchParams(window.location.search).has('product')) return;
    let live = true;
    loadEnquiryProducts().then(
      (loaded) => live && setFetched(loaded),
      () => {
        // Without the names the subject stays as typed and the list waits; the form still posts.
      },
    );
    return () => {
      live = false;
    };
  }, [given, fetched, wantsProducts]);
  const products = given ?? fetched ?? NO_PRODUCTS;
  const productTitles = useMemo(() => Object.fromEntries(Object.entries(products).map(([key, p]) => [key, p.title])), [products]);
  // The subject the list last filled in; a subject the visitor typed is never replaced.
  const listSubject = useRef('');
  const online = useOnline();
  const [waiting, setWaiting] = useState(false);
  // The ref turns away a second submit before React has re-rendered; the state disables both buttons.
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  // A send kept before the `offline` event arrived must render again to read navigator.onLine afresh.
  const [, noteKept] = useReducer((count: number) => count + 1, 0);
  const view = offlineView({ online, waiting });

  // The waiting mark outlives a reload; another tab that sends the enquiry (its /thank-you clears the mark) withdraws "Send now" here.
  useEffect(() => {
    const sync = () => setWaiting(isWaiting(readStored(WAITING_STORAGE_KEY)));
    sync();
    const onStorage = (event: StorageEvent) => {
      if (event.key === WAITING_STORAGE_KEY || event.key === null) sync();
    };
    // Back from the next page through the back-forward cache, the send that left this page is over.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sendingRef.current = false;
      setSending(false);
      sync();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = parseDraft(readStored(DRAFT_STORAGE_KEY));
    for (const field of enquiryFields) {
      const control = controlOf(form, field);
      const saved = draft[field];
      // Anything typed before the script loaded wins over an older draft.
      if (control && saved !== undefined && control.value === '') control.value = saved;
    }
    const subject = productSubject(window.location.search, productTitles);
    const subjectControl = controlOf(form, 'subject');
    if (subject !== null && subjectControl) subjectControl.value = subject;
    // The draft lives in localStorage, which only exists after hydration: one extra render on mount to greet the restored name.
    setName(controlOf(form, 'name')?.value ?? '');
  }, [productTitles]);

  // Without a `?product=` link, the enquiry list names the subject, and keeps it current while the list changes.
  useEffect(() => {
    const subjectControl = formRef.current ? controlOf(formRef.current, 'subject') : null;
    if (!subjectControl || productSubject(window.location.search, productTitles) !== null) return;
    if (subjectControl.value !== '' && subjectControl.value !== listSubject.current) return;
    const subject = enquiryListSubject(listItems, productLookup(products));
    subjectControl.value = subject;
    listSubject.current = subject;
  }, [listItems, products, productTitles]);

  function onInput(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const values = valuesOf(form);
    writeStored(DRAFT_STORAGE_KEY, serialiseDraft(values));
    setName(values.name ?? '');
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
      const field = target.name as EnquiryField;
      // Once a message shows, it follows the field: updated as the visitor fixes it, gone when valid.
      setMessages((prev) => (prev[field] === undefined ? prev : withMessage(prev, field, target.validationMessage)));
    }
  }

  // The browser only fires submit for a valid form; "Send now" comes here too, through requestSubmit().
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const outcome = submitOutcome({ online: navigator.onLine, sending: sendingRef.current });
    if (outcome !== 'post') event.preventDefault();
    if (outcome === 'ignore') return;
    if (outcome === 'keep') {
      // Already stored as typed; written once more for values set without an input event.
      writeStored(DRAFT_STORAGE_KEY, serialiseDraft(valuesOf(event.currentTarget)));
      writeStored(WAITING_STORAGE_KEY, WAITING_MARK);
      setWaiting(true);
      noteKept();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    // The POST leaves the page.
    writeStored(DRAFT_STORAGE_KEY, null);
    writeStored(WAITING_STORAGE_KEY, null);
    setWaiting(false);
  }

  const hidden = hiddenFields({ subject: notificationSubject, next, cc, autoresponse: autoresponseFor(name) });

  return (
    <form
      ref={formRef}
      className={styles.form}
      action={action}
      method="post"
      acceptCharset="UTF-8"
      aria-labelledby={labelledBy}
      onInput={onInput}
      onSubmit={onSubmit}
    >
      {/* Controlled: an uncontrolled hidden input would snap back to its default on every re-render. */}
      {hidden.map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="enquiry-honey">{enquiryForm.honeypotLabel}</label>
        <input id="enquiry-honey" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <EnquiryList products={products} />
      <p className={styles.note}>{enquiryForm.requiredNote}</p>
      <div className={styles.fields}>
        {enquiryFields.map((field) => {
          const spec: EnquiryFieldSpec = enquiryFieldSpecs[field];
          const id = `enquiry-${field}`;
          const messageId = `${id}-message`;
          const message = messages[field];
          const shared = {
            id,
            name: field,
            required: spec.required,
            autoComplete: spec.autoComplete,
            placeholder: spec.placeholder,
            className: styles.control,
            'aria-invalid': message ? true : undefined,
            'aria-describedby': message ? messageId : undefined,
            onInvalid: (event: FormEvent<Control>) => {
              const text = event.currentTarget.validationMessage;
              setMessages((prev) => withMessage(prev, field, text));
            },
          };
          return (
            <div key={field} className={styles.field} data-field={field}>
              <label htmlFor={id} className={styles.label}>
                {spec.label}
                {spec.required ? (
                  <span className={styles.required} aria-hidden="true">
                    {' '}
                    *
                  </span>
                ) : null}
              </label>
              {spec.type === 'textarea' ? (
                <textarea {...shared} rows={spec.rows} />
              ) : (
                <input {...shared} type={spec.type} />
              )}
              <p id={messageId} className={styles.message}>
                {message}
              </p>
            </div>
          );
        })}
      </div>
      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} variant="primary" disabled={sending}>
          <Send size={18} aria-hidden="true" />
          {enquiryForm.submit}
        </Button>
        <p className={styles.draftNote}>{enquiryForm.draftNote}</p>
      </div>
      {/* The live region is in the page from the start, so what appears in it is announced. */}
      <div className={styles.offline} data-view={view === 'none' ? undefined : view}>
        <p className={styles.offlineMessage} role="status">
          {offlineMessage(view)}
        </p>
        {view === 'ready' ? (
          <Button className={styles.sendNow} variant="secondary" disabled={sending} onClick={() => formRef.current?.requestSubmit()}>
            {enquiryForm.sendNow}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function withMessage(prev: Messages, field: EnquiryField, text: string): Messages {
  const nextMessages = { ...prev };
  if (text) nextMessages[field] = text;
  else delete nextMessages[field];
  return nextMessages;
}

function controlOf(form: HTMLFormElement, field: EnquiryField): Control | null {
  const el = form.elements.namedItem(field);
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el : null;
}

function valuesOf(form: HTMLFormElement): Partial<EnquiryValues> {
  return Object.fromEntries(enquiryFields.map((f) => [f, controlOf(form, f)?.value ?? '']));
}

// Storage can be missing or refuse (private modes, disabled cookies, a full quota): the form then works without a draft or a waiting mark.
function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, text: string | null): void {
  try {
    if (text === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, text);
  } catch {
    // Nothing to do: the form still posts.
  }
}
