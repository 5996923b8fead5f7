import { render, screen, within } from '@testing-library/react';
import { getPublications, type Publication } from '@/content/publications';
import { PublicationTimeline } from './publication-timeline';

describe('PublicationTimeline', () => {
  it('lists the publications newest first, alternating sides, each dated in a <time>', () => {
    render(<PublicationTimeline publications={getPublications()} />);
    const entries = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-side'));
    expect(entries.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      '2nd Annual Day Celebration',
      'Free Service Camp - Technical Support',
      'Cable TV Show India',
    ]);
    expect(entries.map((li) => li.dataset.side)).toEqual(['left', 'right', 'left']);
    const times = entries.map((li) => li.querySelector('time')!);
    expect(times.map((t) => t.getAttribute('datetime'))).toEqual(['2025-02-02', '2025-01-18', '2017-01-01']);
    expect(times[0]).toHaveTextContent('2 February 2025');
  });

  it('shows each entry’s pictures: 4, 3 and 4', () => {
    render(<PublicationTimeline publications={getPublications()} />);
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => within(a).getAllByRole('img').length)).toEqual([4, 3, 4]);
  });

  it('offers Read More only for an entry with a link', () => {
    const base = getPublications()[0]!;
    const withLink: Publication = { ...base, id: 'service-camp-2025', title: 'Linked', link: 'https://news.example/story' };
    const without: Publication = { ...base, title: 'Unlinked', link: undefined };
    render(<PublicationTimeline publications={[withLink, without]} />);
    const [linked, unlinked] = screen.getAllByRole('article');
    const more = within(linked!).getByRole('link', { name: /Read More/ });
    expect(more).toHaveAttribute('href', 'https://news.example/story');
    expect(more).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(unlinked!).queryByRole('link', { name: /Read More/ })).not.toBeInTheDocument();
  });

  it('fades in only the newest entry', () => {
    const { container } = render(<PublicationTimeline publications={getPublications()} />);
    const revealing = container.querySelectorAll('[data-reveal]');
    expect(revealing).toHaveLength(1);
    expect(revealing[0]).toContainElement(screen.getByRole('heading', { name: '2nd Annual Day Celebration' }));
  });
});
