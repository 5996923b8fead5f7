import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { enquiryWhatsApp as words } from '@/content/contact';
import { site } from '@/content/site';
import { MESSAGE_FIELD } from '@/lib/enquiry/form';
import { enquiryList } from '@/lib/enquiry/list-store';
import { enquiryPlans } from '@/lib/enquiry/plans';
import { WhatsAppLink } from './whatsapp-link';

const products = {
  s1v: { model: 'S1V', title: 'Sumitomo S1V Fusion Splicer' },
  olt: { model: 'OP-100P16G', title: 'OP-100P16G 16-Port GPON OLT' },
};

jest.mock('@/lib/enquiry/products', () => ({ ...jest.requireActual('@/lib/enquiry/products'), loadEnquiryProducts: () => Promise.resolve(products) }));

beforeEach(() => {
  document.body.innerHTML = '';
  enquiryList.set([]);
  enquiryPlans.set([]);
});

const chat = site.phone.whatsappHref;
const props = { chatHref: chat, label: words.link, newTab: words.newTab, messageField: MESSAGE_FIELD };
const link = () => screen.getByRole('link', { name: `${words.link}${words.newTab}` });
/** The message the link hands WhatsApp, or null for the bare number. */
const sent = () => new URL(link().getAttribute('href')!).searchParams.get('text');

describe('WhatsAppLink', () => {
  it('is exported as a link to the bare number, opening a new tab, whatever the list holds', () => {
    enquiryList.set([{ key: 's1v', quantity: 2 }]);
    document.body.innerHTML = renderToString(<WhatsAppLink {...props} />);
    expect(link()).toHaveAttribute('href', chat);
    expect(chat).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(link()).toHaveAttribute('target', '_blank');
    expect(link()).toHaveAttribute('rel', 'noopener');
  });

  it('carries the list, its plans and the typed message, and follows each as it changes', async () => {
    render(
      <>
        <textarea name={MESSAGE_FIELD} aria-label="Enquiry" defaultValue="" />
        <WhatsAppLink {...props} />
      </>,
    );
    expect(link()).toHaveAttribute('href', chat);

    act(() => enquiryList.set([{ key: 's1v', quantity: 2 }]));
    await waitFor(() => expect(sent()).toBe('S1V — Sumitomo S1V Fusion Splicer × 2'));
    expect(link().getAttribute('href')).toMatch(new RegExp(`^${chat}\\?text=`));

    act(() => enquiryList.set([{ key: 's1v', quantity: 5 }, { key: 'olt', quantity: 1 }]));
    expect(sent()).toBe('S1V — Sumitomo S1V Fusion Splicer × 5\nOP-100P16G — OP-100P16G 16-Port GPON OLT × 1');

    act(() => enquiryPlans.set([{ path: '/planner?split=64&km=20' }]));
    expect(sent()?.split('\n').slice(-1)).toEqual([`${window.location.origin}/planner?split=64&km=20`]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Enquiry' }), 'Need by Friday & GST #');
    expect(sent()?.endsWith('\n\nNeed by Friday & GST #')).toBe(true);

    act(() => {
      enquiryList.set([]);
      enquiryPlans.set([]);
    });
    expect(sent()).toBe('Need by Friday & GST #');
  });

  it('reads a message the form filled without an input event (its saved draft) when focus reaches the link', async () => {
    render(
      <>
        <textarea name={MESSAGE_FIELD} aria-label="Enquiry" defaultValue="" />
        <WhatsAppLink {...props} />
      </>,
    );
    (screen.getByRole('textbox', { name: 'Enquiry' }) as HTMLTextAreaElement).value = 'From the draft';
    expect(link()).toHaveAttribute('href', chat);
    await userEvent.tab();
    await userEvent.tab();
    expect(link()).toHaveFocus();
    expect(sent()).toBe('From the draft');
  });
});
