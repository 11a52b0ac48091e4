import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './StarRating';

const turnOf = (name: string) => [...screen.getByRole('img', { name }).querySelectorAll('stop')].map((stop) => stop.getAttribute('offset'));

describe('a star rating (spec detail §2 "reviews summary with star rating"): five stars filled to the rating', () => {
  it('fills none at 0, all at 5, and holds a rating outside 0 to 5 at its end', () => {
    render(
      <>
        <StarRating rating={0} label="none" />
        <StarRating rating={5} label="all" />
        <StarRating rating={-1} label="below" />
        <StarRating rating={6} label="above" />
      </>,
    );
    expect(turnOf('none')).toEqual(['0%', '0%']);
    expect(turnOf('all')).toEqual(['100%', '100%']);
    expect(turnOf('below')).toEqual(['0%', '0%']);
    expect(turnOf('above')).toEqual(['100%', '100%']);
  });

  it('two ratings on one page each fill with their own gradient', () => {
    render(
      <>
        <StarRating rating={4} label="four" />
        <StarRating rating={2} label="two" />
      </>,
    );
    const fills = ['four', 'two'].map((name) => screen.getByRole('img', { name }).querySelector('path')?.getAttribute('fill'));
    expect(new Set(fills).size).toBe(2);
    for (const name of ['four', 'two']) {
      const rating = screen.getByRole('img', { name });
      expect(rating.querySelector('path')).toHaveAttribute('fill', `url(#${rating.querySelector('linearGradient')?.id})`);
    }
  });
});
