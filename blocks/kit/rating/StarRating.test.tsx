import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAR_RATING_CLASS, StarRating } from './StarRating';

const filledOf = (name: string) => screen.getByRole('img', { name }).style.getPropertyValue('--star-rating-filled');

describe('a star rating (spec detail §2 "reviews summary with star rating"): five stars filled to the rating', () => {
  it('fills none at 0, all at 5, a share between, and holds a rating outside 0 to 5 at its end', () => {
    render(
      <>
        <StarRating rating={0} label="none" />
        <StarRating rating={5} label="all" />
        <StarRating rating={4.6} label="between" />
        <StarRating rating={-1} label="below" />
        <StarRating rating={6} label="above" />
      </>,
    );
    expect(['none', 'all', 'between', 'below', 'above'].map(filledOf)).toEqual(['0%', '100%', '92%', '0%', '100%']);
  });

  it('is one element, five stars wide at its size', () => {
    render(<StarRating rating={4} label="four" size={16} />);
    const rating = screen.getByRole('img', { name: 'four' });
    expect(rating.childElementCount).toBe(0);
    expect(rating).toHaveStyle({ width: '80px', height: '16px' });
  });

  it('is drawn by a rule in star-rating.css that fills up to the rating', () => {
    const css = readFileSync(path.join(__dirname, 'star-rating.css'), 'utf8');
    expect(css).toContain(`.${STAR_RATING_CLASS} {`);
    expect(css).toMatch(/linear-gradient\(to right, #e8a317 var\(--star-rating-filled\), var\(--mantine-color-gray-4\) var\(--star-rating-filled\)\)/);
  });
});
