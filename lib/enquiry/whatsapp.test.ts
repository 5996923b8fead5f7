import { phoneNumber } from '@/content/phone';
import type { ProductLookup } from './list';
import { whatsAppHref, whatsAppText, type WhatsAppEnquiry } from './whatsapp';

const catalogue: Record<string, { model: string; title: string }> = {
  olt: { model: 'OP-100P16G', title: 'OP-100P16G 16-Port GPON OLT' },
  splicer: { model: 'S1V', title: 'Sumitomo S1V Active Clad Fusion Splicer' },
  odd: { model: 'A&B #1+', title: 'Splice tray ₹ 500 — फ्यूज़न स्प्लाइसर' },
};
const lookup: ProductLookup = (key) => catalogue[key] ?? null;
const origin = 'https://www.example.in';
const none: WhatsAppEnquiry = { items: [], lookup, plans: [], origin, message: '' };
const chat = phoneNumber('+91 98100 00000').whatsappHref;

/** What WhatsApp reads back from the link's `text`. */
const sentText = (href: string) => new URL(href).searchParams.get('text');

describe('whatsAppText', () => {
  it('is empty for an empty list with no plan and no message', () => {
    expect(whatsAppText(none)).toBe('');
    expect(whatsAppText({ ...none, message: ' \n ' })).toBe('');
  });

  it('writes one "<model> — <title> × <qty>" line per product, in list order, with each quantity', () => {
    const text = whatsAppText({
      ...none,
      items: [
        { key: 'splicer', quantity: 2 },
        { key: 'olt', quantity: 1250 },
      ],
    });
    expect(text).toBe('S1V — Sumitomo S1V Active Clad Fusion Splicer × 2\nOP-100P16G — OP-100P16G 16-Port GPON OLT × 1250');
  });

  it('leaves out a product the catalogue does not know', () => {
    expect(whatsAppText({ ...none, items: [{ key: 'gone', quantity: 3 }] })).toBe('');
  });

  it('puts each attached plan’s whole address after the products, then the typed message, a blank line between the parts', () => {
    const text = whatsAppText({
      ...none,
      items: [{ key: 'olt', quantity: 1 }],
      plans: [{ path: '/planner?split=64&km=20' }, { path: '/planner' }],
      message: '  Delivery to Lucknow, please.\nGST invoice.  ',
    });
    expect(text.split('\n')).toEqual([
      'OP-100P16G — OP-100P16G 16-Port GPON OLT × 1',
      '',
      'https://www.example.in/planner?split=64&km=20',
      'https://www.example.in/planner',
      '',
      'Delivery to Lucknow, please.',
      'GST invoice.',
    ]);
  });

  it('sends a message or a plan alone when the list is empty', () => {
    expect(whatsAppText({ ...none, message: 'Price for 2 km?' })).toBe('Price for 2 km?');
    expect(whatsAppText({ ...none, plans: [{ path: '/planner?km=5' }] })).toBe('https://www.example.in/planner?km=5');
  });
});

describe('whatsAppHref', () => {
  it('is the number’s bare chat link when there is no text', () => {
    expect(whatsAppHref(chat, '')).toBe('https://wa.me/919810000000');
  });

  it('adds the text as ?text= to the number in international form, digits only', () => {
    expect(whatsAppHref(chat, 'S1V × 2')).toMatch(/^https:\/\/wa\.me\/919810000000\?text=[^?#&]+$/);
  });

  it('escapes everything, so &, #, +, line breaks and non-ASCII arrive as typed', () => {
    const text = whatsAppText({
      ...none,
      items: [{ key: 'odd', quantity: 5 }],
      plans: [{ path: '/planner?split=64&km=20' }],
      message: 'Rate in ₹? 50% + GST #urgent\nफ्यूज़न स्प्लाइसर चाहिए',
    });
    const href = whatsAppHref(chat, text);
    const query = href.slice(href.indexOf('?text=') + '?text='.length);
    // Nothing in the query that a URL would read as a separator, a space or a raw character.
    expect(query).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
    expect(query).toContain('%26');
    expect(query).toContain('%23');
    expect(query).toContain('%2B');
    expect(query).toContain('%0A');
    expect(query).toContain(encodeURIComponent('₹'));
    expect(sentText(href)).toBe(text);
    expect(sentText(href)).toContain('A&B #1+ — Splice tray ₹ 500 — फ्यूज़न स्प्लाइसर × 5');
  });
});
