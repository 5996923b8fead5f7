import { render, screen, within } from '@testing-library/react';
import { getPublications, type Publication } from '@/content/publications';
import { PublicationTimeline } from './publication-timeline';

describe('PublicationTimeline', () => {
  it('lists the publications newest first, alternating sides, each dated in a <time>', () => {
    const publications = getPublications();
    render(<PublicationTimeline publications={publications} />);
    const entries = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-side'));
    expect(entries.map((li) => within(li).getByRole('heading').textContent)).toEqual(publications.map((p) => p.title));
    expect(entries.map((li) => li.dataset.side)).toEqual(publications.map((_, i) => (i % 2 === 0 ? 'left' : 'right')));
    const times = entries.map((li) => li.querySelector('time')!.getAttribute('datetime')!);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('writes a date as a reader says it', () => {
    const base = getPublications()[0]!;
    render(<PublicationTimeline publications={[{ ...base, date: '2025-02-02' }]} />);
    expect(screen.getByRole('article').querySelector('time')).toHaveTextContent('2 February 2025');
  });

  it('shows every picture of each entry', () => {
    const publications = getPublications();
    render(<PublicationTimeline publications={publications} />);
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => within(a).getAllByRole('img').length)).toEqual(publications.map((p) => p.images.length));
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
