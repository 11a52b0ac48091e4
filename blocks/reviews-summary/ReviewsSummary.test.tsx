import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ajv } from '../../schemas/ajv';
import type { ReviewsSummary } from '../../schemas/entities/review';
import { renderBlock, testSiteContext } from '../kit/test-support/site-context';
import reviewsSummary from './index';
import { reviewsSummarySchema } from './schema';

const review = (id: number, rating: number, time_ago: string) => ({
  id,
  customer_name: `Shopper ${id}`,
  text: `Review ${id} text.`,
  rating,
  review_date: '2026-06-01T00:00:00.000Z',
  time_ago,
  dealership_id: 101,
});

const SUMMARY: ReviewsSummary = { count: 57, average_rating: '4.6', reviews: [review(1, 5, 'yesterday'), review(2, 4, '3 weeks ago')] };
const showsNothing = (container: HTMLElement) => expect(container.querySelector(':not(style)')).toBeNull();

describe('Reviews summary block', () => {
  it('spec detail §2/§3: the star rating, the average as given and the count, under the heading', () => {
    renderBlock(reviewsSummary, {}, { data: { summary: SUMMARY } });
    const region = screen.getByRole('region', { name: 'What our customers say' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('What our customers say');
    expect(within(region).getAllByRole('img', { name: 'Rated 4.6 out of 5' })).toHaveLength(1);
    expect(region).toHaveTextContent('4.6');
    expect(region).toHaveTextContent('Based on 57 reviews');
  });

  it('spec detail §2: is the #reviews anchor a location’s rating box links to', () => {
    renderBlock(reviewsSummary, {}, { data: { summary: SUMMARY } });
    expect(screen.getByRole('region', { name: 'What our customers say' })).toHaveAttribute('id', 'reviews');
  });

  it('spec detail §3: each review with its name, stars, time-ago words and text, the name one level below the heading', () => {
    renderBlock(reviewsSummary, { headingLevel: 3 }, { data: { summary: SUMMARY } });
    const reviews = screen.getAllByRole('article');
    expect(reviews).toHaveLength(2);
    const first = reviews[0];
    expect(within(first).getByRole('heading', { level: 4, name: 'Shopper 1' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-06-01T00:00:00.000Z');
    expect(first.querySelector('time')).toHaveTextContent('yesterday');
    expect(first).toHaveTextContent('Review 1 text.');
    expect(within(reviews[1]).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it("marks each review with the reviewer's picture, or their initials without one, hidden from screen readers", () => {
    const pictured = { ...review(3, 5, 'today'), image: 'https://reviews.example.com/ana.jpg' };
    renderBlock(reviewsSummary, {}, { data: { summary: { ...SUMMARY, reviews: [review(1, 5, 'yesterday'), pictured] } } });
    const [first, second] = screen.getAllByRole('article');
    const initials = first.querySelector('.reviewer-mark');
    expect(initials?.textContent).toBe('S');
    expect(initials).toHaveAttribute('aria-hidden', 'true');
    const picture = second.querySelector('img.reviewer-mark');
    expect(picture).toHaveAttribute('src', 'https://reviews.example.com/ana.jpg');
    expect(picture).toHaveAttribute('alt', '');
  });

  it('fills the stars to the rating: 4.6 of 5 is 92%', () => {
    renderBlock(reviewsSummary, {}, { data: { summary: SUMMARY } });
    const stars = screen.getByRole('img', { name: 'Rated 4.6 out of 5' });
    expect(stars.style.getPropertyValue('--star-rating-filled')).toBe('92%');
  });

  it('shows the rating alone when no review is rated 4 or up', () => {
    renderBlock(reviewsSummary, {}, { data: { summary: { count: 3, average_rating: '3.0', reviews: [] } } });
    expect(screen.getByText('Based on 3 reviews')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows shoppers nothing while there are no reviews, and tells the marketer', () => {
    const empty: ReviewsSummary = { count: 0, average_rating: '0.0', reviews: [] };
    const { container } = renderBlock(reviewsSummary, {}, { data: { summary: empty } });
    showsNothing(container);
    renderBlock(reviewsSummary, {}, { site: testSiteContext({ mode: 'editor' }), data: { summary: empty } });
    expect(screen.getByRole('note')).toHaveTextContent('This dealer has no reviews yet');
  });

  it('spec detail §5: shows 12 reviews unless told fewer, never more', () => {
    const validate = ajv.compile(reviewsSummarySchema);
    const props: Record<string, unknown> = {};
    expect(validate(props)).toBe(true);
    expect(props).toMatchObject({ limit: 12 });
    expect(validate({ limit: 3 })).toBe(true);
    expect(validate({ limit: 13 })).toBe(false);
  });
});
