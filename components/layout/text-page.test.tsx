import { render, screen, within } from '@testing-library/react';
import { pageText } from '@/lib/routing/pages';
import { TextPage } from './text-page';

const text = pageText({
  eyebrow: 'Careers',
  heading: 'Work with us',
  lead: 'We hire engineers and technicians.',
  sections: [
    { heading: 'Open positions', paragraphs: ['We are hiring for these roles.'], list: ['Field technician, Kolkata', 'Reflow line operator'] },
    { heading: 'How to apply', paragraphs: ['Tell us which opening you want.'], link: { label: 'Write to us', page: 'contact' } },
  ],
});

function renderPage() {
  return render(<TextPage page={{ banner: {}, text, jsonLd: [] }} />);
}

describe('TextPage', () => {
  it('shows the heading as the page’s h1, with the eyebrow and the lead', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Work with us' })).toBeInTheDocument();
    expect(screen.getByText('Careers')).toBeInTheDocument();
    expect(screen.getByText('We hire engineers and technicians.')).toBeInTheDocument();
  });

  it('shows each section under its h2, with its paragraphs and its list, at its anchor', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Open positions' });
    expect(section).toHaveAttribute('id', 'open-positions');
    expect(within(section).getByText('We are hiring for these roles.')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Field technician, Kolkata', 'Reflow line operator']);
  });

  it('ends a section with its link to the page it names', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'How to apply' });
    expect(within(section).getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
    expect(within(section).queryByRole('list')).toBeNull();
  });
});
