import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { DRAFT_STORAGE_KEY } from '@/lib/enquiry/form';
import { enquiryList } from '@/lib/enquiry/list-store';
import { WAITING_STORAGE_KEY } from '@/lib/enquiry/offline';
import { EnquiryForm } from './enquiry-form';

const props = {
  action: 'https://forms.example/info@lumora.example',
  notificationSubject: 'New contact form submission',
  next: 'https://www.lumora.example/thank-you',
  cc: 'delhi@lumora.example',
  products: {
    s1v: { model: 'S1V', title: 'Sumitomo S1V Active Clad Fusion Splicer' },
    'op-100p16g': { model: 'OP-100P16G', title: 'OP-100P16G 16-Port GPON OLT' },
  },
};

// Typing whole sentences key by key is slow on a busy machine; these tests wait for it.
jest.setTimeout(20_000);

function setup(url = '/contact') {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup({ delay: null });
  const view = render(<EnquiryForm {...props} />);
  const form = view.container.querySelector('form')!;
  const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)!;
  return { user, form, hidden, ...view };
}

// jsdom cannot navigate; note what the browser would have posted, then stop the POST once React has seen the submit.
let posted: FormData[] = [];
function stopNavigation(event: Event) {
  if (!event.defaultPrevented) posted.push(new FormData(event.target as HTMLFormElement));
  event.preventDefault();
}

beforeEach(() => {
  window.localStorage.clear();
  enquiryList.set([]);
  posted = [];
  document.addEventListener('submit', stopNavigation);
});

afterEach(() => {
  document.removeEventListener('submit', stopNavigation);
  jest.restoreAllMocks();
});

describe('EnquiryForm', () => {
  it('posts to the endpoint as a plain form', () => {
    const { form } = setup();
    expect(form).toHaveAttribute('action', props.action);
    expect(form).toHaveAttribute('method', 'post');
  });

  it('carries the form-mail service fields with their fixed values', () => {
    const { hidden } = setup();
    expect(hidden('_subject')).toHaveValue('New contact form submission');
    expect(hidden('_template')).toHaveValue('table');
    expect(hidden('_captcha')).toHaveValue('false');
    expect(hidden('_next')).toHaveValue('https://www.lumora.example/thank-you');
    expect(hidden('_cc')).toHaveValue('delhi@lumora.example');
  });

  it('labels every visible field, requires name, mobile and subject only, and types mobile and e-mail', () => {
    setup();
    const name = screen.getByLabelText(/^Name/);
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('placeholder', 'Required');
    expect(screen.getByLabelText(/^Mobile/)).toBeRequired();
    expect(screen.getByLabelText(/^Mobile/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Subject/)).toBeRequired();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('E-mail')).not.toBeRequired();
    expect(screen.getByLabelText('Company')).not.toBeRequired();
    expect(screen.getByLabelText('Address')).not.toBeRequired();
    const enquiry = screen.getByLabelText('Enquiry');
    expect(enquiry.tagName).toBe('TEXTAREA');
    expect(enquiry).toHaveAttribute('rows', '5');
    expect(enquiry).not.toBeRequired();
  });

  it('hides the honeypot from people and assistive technology', () => {
    const { form } = setup();
    const honey = form.querySelector<HTMLInputElement>('input[name="_honey"]')!;
    expect(honey).toHaveAttribute('tabindex', '-1');
    expect(honey).toHaveAttribute('autocomplete', 'off');
    expect(honey).toHaveValue('');
    expect(honey.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).not.toBeInTheDocument();
  });

  it('greets the typed name in the auto-reply, and Customer when the name is empty', async () => {
    const { user, hidden } = setup();
    expect(hidden('_autoresponse').value).toMatch(/^Dear Customer,/);
    const name = screen.getByLabelText(/^Name/);
    await user.type(name, 'Anjali Menon');
    expect(hidden('_autoresponse').value).toMatch(/^Dear Anjali Menon,/);
    await user.clear(name);
    expect(hidden('_autoresponse').value).toMatch(/^Dear Customer,/);
  });

  it('keeps a draft as the visitor types and restores it on a return visit, unchanged', async () => {
    const first = setup();
    await first.user.type(screen.getByLabelText(/^Name/), 'Zoë D’Souza');
    await first.user.type(screen.getByLabelText('Enquiry'), 'Need 12 OLTs — ₹ quote?');
    expect(JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY)!)).toEqual({
      name: 'Zoë D’Souza',
      enquiry: 'Need 12 OLTs — ₹ quote?',
    });
    first.unmount();

    const second = setup();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Zoë D’Souza');
    expect(screen.getByLabelText('Enquiry')).toHaveValue('Need 12 OLTs — ₹ quote?');
    expect(second.hidden('_autoresponse').value).toMatch(/^Dear Zoë D’Souza,/);
  });

  it('sends what was typed with the greeting, and clears the draft', async () => {
    const { user, form } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Ravi');
    // A blocked first try shows a message and re-renders the form; the greeting must survive it.
    await user.click(screen.getByRole('button', { name: /send enquiry/i }));
    expect(form.querySelector<HTMLInputElement>('input[name="_autoresponse"]')!.value).toMatch(/^Dear Ravi,/);
    await user.type(screen.getByLabelText(/^Mobile/), '+91 98000 11111');
    await user.type(screen.getByLabelText(/^Subject/), 'PON quote');
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    let sent: FormData | null = null;
    const capture = () => {
      sent = new FormData(form);
    };
    document.addEventListener('submit', capture);
    await user.click(screen.getByRole('button', { name: /send enquiry/i }));
    document.removeEventListener('submit', capture);
    expect(sent!.get('name')).toBe('Ravi');
    expect(sent!.get('subject')).toBe('PON quote');
    expect(sent!.get('_autoresponse')).toMatch(/^Dear Ravi,/);
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('blocks a send with a required field empty, keeps the draft and shows the browser message by the field', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Ravi');
    await user.type(screen.getByLabelText(/^Subject/), 'PON quote');
    const submitted = jest.fn();
    document.addEventListener('submit', submitted);
    await user.click(screen.getByRole('button', { name: /send enquiry/i }));
    document.removeEventListener('submit', submitted);

    expect(submitted).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    const mobile = screen.getByLabelText(/^Mobile/) as HTMLInputElement;
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile.validationMessage).not.toBe('');
    expect(mobile).toHaveAccessibleDescription(mobile.validationMessage);
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');

    await user.type(mobile, '98000 11111');
    expect(mobile).not.toHaveAttribute('aria-invalid');
    expect(mobile).not.toHaveAccessibleDescription();
  });

  it('shows the browser message for a malformed e-mail', async () => {
    const { user } = setup();
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: /send enquiry/i }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(email.validationMessage);
  });

  it('fills the subject from a known ?product= key', () => {
    setup('/contact?product=s1v');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Sumitomo S1V Active Clad Fusion Splicer');
  });

  it('ignores an unknown ?product= key', () => {
    setup('/contact?product=no-such-thing');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
  });

  it('lets a product link set the subject over an older draft, keeping the rest', () => {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ name: 'Asha', subject: 'Old subject' }));
    setup('/contact?product=s1v');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Sumitomo S1V Active Clad Fusion Splicer');
  });

  it('still works when storage refuses', async () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { user, form } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Ravi');
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Ravi');
    spy.mockRestore();
  });

  describe('with an enquiry list', () => {
    const twoLines = () =>
      enquiryList.set([
        { key: 'op-100p16g', quantity: 1 },
        { key: 's1v', quantity: 2 },
      ]);

    it('lists each product above the fields with its quantity, and posts them as one readable products field', async () => {
      twoLines();
      const { user, form } = setup();
      const list = screen.getByRole('group', { name: /Products in this enquiry/ });
      expect(list.compareDocumentPosition(screen.getByLabelText(/^Name/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(list).getByLabelText('Quantity of S1V')).toHaveValue(2);
      await user.clear(within(list).getByLabelText('Quantity of OP-100P16G'));
      await user.type(within(list).getByLabelText('Quantity of OP-100P16G'), '12');
      expect(new FormData(form).get('products')).toBe(
        'OP-100P16G — OP-100P16G 16-Port GPON OLT × 12\nS1V — Sumitomo S1V Active Clad Fusion Splicer × 2',
      );
    });

    it('explains a quantity out of range and takes the nearest allowed one on leaving the field', async () => {
      twoLines();
      const { user } = setup();
      const qty = screen.getByLabelText('Quantity of S1V');
      await user.clear(qty);
      await user.type(qty, '10000');
      expect(qty).toHaveAttribute('aria-invalid', 'true');
      expect(qty).toHaveAccessibleDescription('Enter a whole number from 1 to 9,999.');
      expect(enquiryList.get()[1]).toEqual({ key: 's1v', quantity: 1000 });
      await user.tab();
      expect(qty).toHaveValue(9999);
      expect(qty).not.toHaveAttribute('aria-invalid');
      await user.clear(qty);
      await user.tab();
      expect(qty).toHaveValue(9999);
    });

    it('removes a line with its remove button', async () => {
      twoLines();
      const { user, form } = setup();
      await user.click(screen.getByRole('button', { name: 'Remove S1V from the enquiry' }));
      expect(screen.queryByLabelText('Quantity of S1V')).not.toBeInTheDocument();
      expect(new FormData(form).get('products')).toBe('OP-100P16G — OP-100P16G 16-Port GPON OLT × 1');
    });

    it('posts no products field and says the list is empty when it is', () => {
      const { form } = setup();
      expect(new FormData(form).has('products')).toBe(false);
      expect(screen.getByText(/Your enquiry list is empty/)).toBeInTheDocument();
    });

    it('fills the subject from the list when no ?product= link names one, and keeps it current', () => {
      twoLines();
      setup();
      expect(screen.getByLabelText(/^Subject/)).toHaveValue('Quotation request: OP-100P16G, S1V');
      act(() => enquiryList.update((items) => items.slice(1)));
      expect(screen.getByLabelText(/^Subject/)).toHaveValue('Quotation request: S1V');
    });

    it('leaves a ?product= subject and a typed subject alone', async () => {
      twoLines();
      setup('/contact?product=s1v');
      expect(screen.getByLabelText(/^Subject/)).toHaveValue('Sumitomo S1V Active Clad Fusion Splicer');
      cleanupAndReset();
      twoLines();
      const { user } = setup();
      const subject = screen.getByLabelText(/^Subject/);
      await user.clear(subject);
      await user.type(subject, 'Our own subject');
      act(() => enquiryList.update((items) => items.slice(1)));
      expect(subject).toHaveValue('Our own subject');
    });

    it('follows the list as another tab changes it', () => {
      setup();
      const raw = JSON.stringify({ version: 1, items: [{ key: 's1v', quantity: 5 }] });
      act(() => {
        window.localStorage.setItem('enquiry-list', raw);
        window.dispatchEvent(new StorageEvent('storage', { key: 'enquiry-list', newValue: raw }));
      });
      expect(screen.getByLabelText('Quantity of S1V')).toHaveValue(5);
    });
  });
});

describe('EnquiryForm offline', () => {
  const kept = 'You are offline. Your enquiry is kept on this device; send it when you are back online.';

  function connection(online: boolean) {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    act(() => {
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  }

  async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
    await user.type(screen.getByLabelText(/^Mobile/), '98100 12345');
    // A list fills the subject; the visitor writes their own.
    await user.clear(screen.getByLabelText(/^Subject/));
    await user.type(screen.getByLabelText(/^Subject/), 'Splicer service');
  }

  /** The form filled in and sent while offline. */
  async function keepOffline() {
    const view = setup();
    await fillRequired(view.user);
    connection(false);
    await view.user.click(screen.getByRole('button', { name: /send enquiry/i }));
    return view;
  }

  /** The same, and then the connection back. */
  async function keepThenReconnect() {
    const view = await keepOffline();
    connection(true);
    return view;
  }

  const sendNow = () => screen.queryByRole('button', { name: 'Send now' });

  it('has its status region in the page from the start, empty, so what comes into it is announced', () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(sendNow()).not.toBeInTheDocument();
  });

  it('keeps a send made offline on the device, says so in a status region, and posts nothing', async () => {
    enquiryList.set([{ key: 's1v', quantity: 2 }]);
    await keepOffline();

    expect(posted).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(kept);
    expect(JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY)!)).toEqual({
      name: 'Asha Verma',
      mobile: '98100 12345',
      subject: 'Splicer service',
    });
    expect(enquiryList.get()).toEqual([{ key: 's1v', quantity: 2 }]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Verma');
    expect(window.localStorage.getItem(WAITING_STORAGE_KEY)).not.toBeNull();
    expect(sendNow()).not.toBeInTheDocument();
  });

  it('offers "Send now" when the connection returns, and it posts the form once, even clicked twice', async () => {
    const { user } = await keepThenReconnect();

    expect(screen.getByRole('status')).toHaveTextContent('You are back online');
    const button = sendNow()!;
    await user.dblClick(button);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.get('name')).toBe('Asha Verma');
    expect(posted[0]!.get('subject')).toBe('Splicer service');
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(WAITING_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: /send enquiry/i })).toBeDisabled();
  });

  it('lets only the first of two submits in one moment through', () => {
    const { form } = setup();
    for (const [field, value] of [
      ['name', 'Asha Verma'],
      ['mobile', '98100 12345'],
      ['subject', 'Splicer service'],
    ] as const) {
      (form.elements.namedItem(field) as HTMLInputElement).value = value;
    }
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(posted).toHaveLength(1);
  });

  it('offers "Send now" after a reload while a kept enquiry waits, with the draft back in its fields', async () => {
    const first = await keepThenReconnect();
    first.unmount();

    setup();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Verma');
    expect(sendNow()).toBeInTheDocument();
  });

  it('says it is offline again when the connection is gone at "Send now", and posts nothing', async () => {
    const { user } = await keepThenReconnect();
    // Gone again, before the browser's `offline` event has arrived.
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(sendNow()!);

    expect(posted).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(kept);
    expect(sendNow()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
  });

  it('lets the browser check the fields before "Send now" posts', async () => {
    const { user } = await keepThenReconnect();
    await user.clear(screen.getByLabelText(/^Mobile/));
    await user.click(sendNow()!);

    expect(posted).toHaveLength(0);
    expect(screen.getByLabelText(/^Mobile/)).toHaveAttribute('aria-invalid', 'true');
    expect(sendNow()).toBeEnabled();
  });

  it('withdraws "Send now" when another tab has sent the enquiry', async () => {
    await keepThenReconnect();
    expect(sendNow()).toBeInTheDocument();
    act(() => {
      window.localStorage.removeItem(WAITING_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: WAITING_STORAGE_KEY, newValue: null }));
    });
    expect(sendNow()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

function cleanupAndReset() {
  document.body.innerHTML = '';
  window.localStorage.clear();
}
