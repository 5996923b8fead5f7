import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductTabs } from './product-tabs';

const tabs = [
  { id: 'all', label: 'All products' },
  { id: 'gpon-olt', label: 'GPON OLT' },
  { id: 'xpon-ont', label: 'XPON ONT' },
];
const items = [
  { key: 'olt16', tabs: ['all', 'gpon-olt'], card: <a href="#olt16">OLT 16</a> },
  { key: 'olt8', tabs: ['all', 'gpon-olt'], card: <a href="#olt8">OLT 8</a> },
  { key: 'ont', tabs: ['all', 'xpon-ont'], card: <a href="#ont">ONT</a> },
];

function setup() {
  const user = userEvent.setup();
  render(<ProductTabs idPrefix="pon" label="PON categories" tabs={tabs} items={items} />);
  return { user, panel: screen.getByRole('tabpanel') };
}

describe('ProductTabs', () => {
  beforeEach(() => window.history.replaceState(null, '', '/lumora-pon'));

  it('starts on the first tab with every card shown', () => {
    const { panel } = setup();
    expect(screen.getByRole('tab', { name: /All products/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getAllByRole('link')).toHaveLength(3);
  });

  it('selects a tab on click, filters the cards and writes the hash', async () => {
    const { user, panel } = setup();
    await user.click(screen.getByRole('tab', { name: /XPON ONT/ }));
    expect(screen.getByRole('tab', { name: /XPON ONT/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getAllByRole('link').map((a) => a.textContent)).toEqual(['ONT']);
    expect(window.location.hash).toBe('#xpon-ont');
  });

  it('moves focus with arrow keys and selects only on Enter or Space', async () => {
    const { user } = setup();
    const first = screen.getByRole('tab', { name: /All products/ });
    first.focus();
    await user.keyboard('{ArrowRight}');
    const gpon = screen.getByRole('tab', { name: /GPON OLT/ });
    expect(gpon).toHaveFocus();
    expect(gpon).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(gpon).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /XPON ONT/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('tab', { name: /XPON ONT/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps one tab in the tab order (roving tabindex)', () => {
    setup();
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
  });

  it('opens the tab a shared link names, and follows later hash changes', () => {
    window.history.replaceState(null, '', '/lumora-pon#gpon-olt');
    const { panel } = setup();
    expect(screen.getByRole('tab', { name: /GPON OLT/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getAllByRole('link')).toHaveLength(2);
    act(() => {
      window.history.replaceState(null, '', '/lumora-pon#xpon-ont');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('tab', { name: /XPON ONT/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores an unknown hash', () => {
    window.history.replaceState(null, '', '/lumora-pon#nothing');
    setup();
    expect(screen.getByRole('tab', { name: /All products/ })).toHaveAttribute('aria-selected', 'true');
  });
});
