import { describe, expect, it } from 'vitest';
import { reviewerInitials } from './reviewer-initials';

describe("a reviewer's initials", () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(reviewerInitials('Henry H.')).toBe('HH');
    expect(reviewerInitials('mary-anne de la cruz')).toBe('MD');
  });

  it('gives one letter for one word and skips what is not a letter', () => {
    expect(reviewerInitials('Jo')).toBe('J');
    expect(reviewerInitials('  "Zoë"  ')).toBe('Z');
    expect(reviewerInitials('(Ana) 2nd')).toBe('AN');
  });

  it('gives nothing for a name without letters', () => {
    expect(reviewerInitials('42 —')).toBe('');
  });
});
