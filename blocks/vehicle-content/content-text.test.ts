import { describe, expect, it } from 'vitest';
import { contentParts } from './content-text';

describe("the vehicle page content's text", () => {
  it('splits paragraphs at blank lines, keeping single line breaks within one', () => {
    expect(contentParts('First paragraph\nstill first.\n\n  \nSecond one.\n\n', 'paragraphs')).toEqual(['First paragraph\nstill first.', 'Second one.']);
  });

  it('makes each non-empty line a point, dropping bullets typed at its start', () => {
    expect(contentParts('- 5 year warranty\n\n• Roadside assist\n* Free first service\n-3 month rego', 'points')).toEqual([
      '5 year warranty',
      'Roadside assist',
      'Free first service',
      '-3 month rego',
    ]);
  });
});
