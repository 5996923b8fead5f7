import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enquiryList } from '@/lib/enquiry/list-store';
import { enquiryPlans, PLANS_FIELD } from '@/lib/enquiry/plans';
import { EnquiryList } from './enquiry-list';

const products = { s1v: { model: 'S1V', title: 'Sumitomo S1V Fusion Splicer' } };

beforeEach(() => {
  enquiryList.set([]);
  enquiryPlans.set([]);
});

describe('EnquiryList', () => {
  it('lists the link plans attached from the planner, links each, posts their whole addresses and takes one off', async () => {
    enquiryList.set([{ key: 's1v', quantity: 2 }]);
    enquiryPlans.set([{ path: '/planner?split=64&km=20' }, { path: '/planner' }]);
    const { container } = render(
      <form>
        <EnquiryList products={products} />
      </form>,
    );
    const plans = container.querySelector('[data-enquiry-plans]') as HTMLElement;
    expect(within(plans).getByRole('link', { name: 'Link plan 1' })).toHaveAttribute('href', '/planner?split=64&km=20');
    expect(plans).toHaveTextContent('split 64 · km 20');
    expect(plans).toHaveTextContent('The planner’s opening plan');
    const field = container.querySelector(`input[name="${PLANS_FIELD}"]`) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/planner?split=64&km=20\n${window.location.origin}/planner`);
    await userEvent.click(screen.getByRole('button', { name: 'Remove link plan 1 from the enquiry' }));
    expect(enquiryPlans.get()).toEqual([{ path: '/planner' }]);
  });

  it('shows no plans part, and posts none, when no plan is attached', () => {
    const { container } = render(<EnquiryList products={products} />);
    expect(container.querySelector('[data-enquiry-plans]')).toBeNull();
    expect(container.querySelector(`input[name="${PLANS_FIELD}"]`)).toBeNull();
  });
});
