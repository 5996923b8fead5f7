import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MainNav } from './main-nav';
import { enquireNavLink, mainNavLinks } from '@/lib/nav/links';

let mockPath = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));

function renderNav() {
  const user = userEvent.setup();
  const view = render(
    <div>
      <p>outside</p>
      <MainNav entries={mainNavLinks()} cta={enquireNavLink()} />
    </div>,
  );
  return { user, ...view };
}

describe('MainNav', () => {
  beforeEach(() => {
    mockPath = '/';
    delete document.body.dataset.scrollLocked;
  });

  it('names its dropdown buttons Products and EMS Facility', () => {
    renderNav();
    expect(screen.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'EMS Facility' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps only one dropdown open at a time', async () => {
    const { user } = renderNav();
    const products = screen.getByRole('button', { name: 'Products' });
    const ems = screen.getByRole('button', { name: 'EMS Facility' });
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Deviser/ })).toBeVisible();
    await user.click(ems);
    expect(ems).toHaveAttribute('aria-expanded', 'true');
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a dropdown on Escape and returns focus to its button', async () => {
    const { user } = renderNav();
    const products = screen.getByRole('button', { name: 'Products' });
    await user.click(products);
    await user.keyboard('{Escape}');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(products).toHaveFocus();
  });

  it('closes a dropdown on an outside click', async () => {
    const { user } = renderNav();
    const ems = screen.getByRole('button', { name: 'EMS Facility' });
    await user.click(ems);
    await user.click(screen.getByText('outside'));
    expect(ems).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the menu, locks scrolling, moves focus in, and restores it on Escape', async () => {
    const { user } = renderNav();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.dataset.scrollLocked).toBe('true');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.dataset.scrollLocked).toBeUndefined();
    expect(menu).toHaveFocus();
  });

  it('closes the menu on an outside touch', async () => {
    const { user } = renderNav();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.pointer({ keys: '[TouchA]', target: screen.getByText('outside') });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on a route change', async () => {
    const { user, rerender } = renderNav();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    mockPath = '/about';
    act(() => {
      rerender(
        <div>
          <p>outside</p>
          <MainNav entries={mainNavLinks()} cta={enquireNavLink()} />
        </div>,
      );
    });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current route with aria-current', () => {
    mockPath = '/partner';
    renderNav();
    expect(screen.getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('highlights a dropdown whose item is the current route', () => {
    mockPath = '/mi';
    renderNav();
    expect(screen.getByRole('button', { name: 'EMS Facility' })).toHaveAttribute('data-active', 'true');
  });
});
