import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENQUIRY_LIST_CAP } from '@/lib/enquiry/list';
import { enquiryList } from '@/lib/enquiry/list-store';
import { enquiryListControls as words } from '@/content/enquiry-list';
import { AddToEnquiry, type AddToEnquiryProps } from './add-to-enquiry';
import { EnquiryListLink } from './enquiry-list-link';

beforeEach(() => {
  window.localStorage.clear();
  enquiryList.set([]);
});

const headerLink = () => screen.getByRole('link', { name: /^Enquiry list/ });

function Link() {
  return <EnquiryListLink href="/contact#enquiry-list" label={words.headerLink} nouns={words.countNouns} />;
}

function Add({ productKey, name }: Pick<AddToEnquiryProps, 'productKey'> & { name: string }) {
  return <AddToEnquiry productKey={productKey} label={words.add} labelSuffix={words.addFor(name)} fullMessage={words.full(ENQUIRY_LIST_CAP)} />;
}

describe('AddToEnquiry and the header link', () => {
  it('adds a product, counts it in the header, and takes it off again', async () => {
    render(
      <>
        <Link />
        <Add productKey="s1v" name="S1V" />
        <Add productKey="z2c" name="Z2C" />
      </>,
    );
    expect(headerLink()).toHaveAccessibleName('Enquiry list (0 products)');
    expect(headerLink()).toHaveAttribute('href', '/contact#enquiry-list');
    const add = screen.getByRole('button', { name: 'Add to enquiry list: S1V' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'true');
    expect(headerLink()).toHaveAccessibleName('Enquiry list (1 product)');
    await userEvent.click(screen.getByRole('button', { name: 'Add to enquiry list: Z2C' }));
    expect(headerLink()).toHaveAccessibleName('Enquiry list (2 products)');
    expect(enquiryList.get()).toEqual([
      { key: 's1v', quantity: 1 },
      { key: 'z2c', quantity: 1 },
    ]);
    await userEvent.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(headerLink()).toHaveAccessibleName('Enquiry list (1 product)');
  });

  it('refuses a product beyond the cap and says why', async () => {
    enquiryList.set(Array.from({ length: ENQUIRY_LIST_CAP }, (_, i) => ({ key: `p${i}`, quantity: 1 })));
    render(<Add productKey="s1v" name="S1V" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to enquiry list: S1V' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your enquiry list already holds 50 products');
    expect(enquiryList.get()).toHaveLength(ENQUIRY_LIST_CAP);
    expect(screen.getByRole('button', { name: 'Add to enquiry list: S1V' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('counts what another tab adds', () => {
    render(<Link />);
    const raw = JSON.stringify({ version: 1, items: [{ key: 's1v', quantity: 3 }, { key: 'z2c', quantity: 1 }] });
    act(() => {
      window.localStorage.setItem('enquiry-list', raw);
      window.dispatchEvent(new StorageEvent('storage', { key: 'enquiry-list', newValue: raw }));
    });
    expect(headerLink()).toHaveAccessibleName('Enquiry list (2 products)');
  });

  it('shows an empty list, with one warning, when storage holds something unreadable', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('enquiry-list', '{"version":0,"items":"x"}');
    render(<Link />);
    expect(headerLink()).toHaveAccessibleName('Enquiry list (0 products)');
    expect(window.localStorage.getItem('enquiry-list')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
