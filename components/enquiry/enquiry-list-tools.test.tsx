import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENQUIRY_LIST_CAP } from '@/lib/enquiry/list';
import { enquiryList } from '@/lib/enquiry/list-store';
import { enquiryListControls as words } from '@/content/enquiry-list';
import { addToEnquiryWords } from './add-to-enquiry-control';
import { ADDED_FOR_MS, AddToEnquiry, type AddToEnquiryProps } from './add-to-enquiry';
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
  return <AddToEnquiry productKey={productKey} words={addToEnquiryWords(name)} />;
}

describe('AddToEnquiry and the header link', () => {
  it('adds a product, says so, counts it in the header, and takes it off again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    try {
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
      expect(add).toHaveTextContent(words.add);
      await user.click(add);
      // What it did, for a moment: 'Added ✓' on screen, 'Added to enquiry list: S1V' to a screen reader.
      expect(add).toHaveTextContent(`${words.added} ✓`);
      expect(add).toHaveAccessibleName('Added to enquiry list: S1V');
      expect(headerLink()).toHaveAccessibleName('Enquiry list (1 product)');
      act(() => jest.advanceTimersByTime(ADDED_FOR_MS - 1));
      expect(add).toHaveTextContent(`${words.added} ✓`);
      act(() => jest.advanceTimersByTime(1));
      // Then what it will do next.
      expect(add).toHaveTextContent(words.remove);
      expect(add).toHaveAccessibleName('Remove from enquiry list: S1V');
      await user.click(screen.getByRole('button', { name: 'Add to enquiry list: Z2C' }));
      expect(headerLink()).toHaveAccessibleName('Enquiry list (2 products)');
      expect(enquiryList.get()).toEqual([
        { key: 's1v', quantity: 1 },
        { key: 'z2c', quantity: 1 },
      ]);
      await user.click(add);
      expect(add).toHaveAccessibleName('Add to enquiry list: S1V');
      expect(headerLink()).toHaveAccessibleName('Enquiry list (1 product)');
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers to remove a product already on the list when the page opens, and takes it off at once', async () => {
    enquiryList.set([{ key: 's1v', quantity: 1 }]);
    render(<Add productKey="s1v" name="S1V" />);
    const remove = screen.getByRole('button', { name: 'Remove from enquiry list: S1V' });
    await userEvent.click(remove);
    expect(enquiryList.get()).toEqual([]);
    expect(remove).toHaveAccessibleName('Add to enquiry list: S1V');
  });

  it('refuses a product beyond the cap and says why', async () => {
    enquiryList.set(Array.from({ length: ENQUIRY_LIST_CAP }, (_, i) => ({ key: `p${i}`, quantity: 1 })));
    render(<Add productKey="s1v" name="S1V" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to enquiry list: S1V' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your enquiry list already holds 50 products');
    expect(enquiryList.get()).toHaveLength(ENQUIRY_LIST_CAP);
    expect(screen.getByRole('button', { name: 'Add to enquiry list: S1V' })).toHaveTextContent(words.add);
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
