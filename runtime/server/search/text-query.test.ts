import { describe, expect, it } from 'vitest';
import { matchVocabulary, queryWords, searchWords, TWO_TYPOS_MIN_LENGTH, TYPO_TOLERANT_MIN_LENGTH, typosAllowed } from './text-query';
import { typoDistance } from './typo-distance';

describe('typo distance', () => {
  it.each([
    ['corola', 'corolla', 1],
    ['hilx', 'hilux', 1],
    ['rnager', 'ranger', 1],
    ['ranegr', 'ranger', 1],
    ['mazda', 'mazda', 0],
    ['crola', 'corolla', 2],
    ['lnadcrusier', 'landcruiser', 2],
  ])('"%s" and "%s" are %i typos apart', (a, b, distance) => {
    expect(typoDistance(a, b, 3)).toBe(distance);
    expect(typoDistance(b, a, 3)).toBe(distance);
  });

  it('stops counting past the limit', () => {
    expect(typoDistance('toyota', 'hyundai', 1)).toBe(2);
    expect(typoDistance('ab', 'abcdef', 2)).toBe(3);
  });
});

describe('search words (issue: ignore case, tolerate small typos)', () => {
  it(`allows no typo below ${TYPO_TOLERANT_MIN_LENGTH} letters, one from ${TYPO_TOLERANT_MIN_LENGTH}, two from ${TWO_TYPOS_MIN_LENGTH}`, () => {
    expect([typosAllowed('sr5'), typosAllowed('hilx'), typosAllowed('corolla'), typosAllowed('sportage')]).toEqual([0, 1, 1, 2]);
  });

  it('reads the query in lower case, each word once, NUL dropped', () => {
    expect(queryWords('  Toyota  HILUX toyota\u0000 ')).toEqual(['toyota', 'hilux']);
  });

  it('keeps "CX-5" also as "cx5", so either spelling finds it', () => {
    expect(searchWords('Mazda CX-5')).toEqual(['mazda', 'cx-5', 'cx5']);
    expect(searchWords(null)).toEqual([]);
    expect(searchWords(2024)).toEqual(['2024']);
  });

  it('matches a word held in a vocabulary word exactly, and a near spelling as a typo', () => {
    const vocabulary = ['toyota', 'corolla', 'hilux', 'landcruiser', 'sr5'];
    expect(matchVocabulary('hil', vocabulary)).toEqual({ exact: [2], typo: [] });
    expect(matchVocabulary('corola', vocabulary)).toEqual({ exact: [], typo: [1] });
    expect(matchVocabulary('lnadcrusier', vocabulary)).toEqual({ exact: [], typo: [3] });
    expect(matchVocabulary('lnadcrusire', vocabulary)).toEqual({ exact: [], typo: [] });
    expect(matchVocabulary('sr4', vocabulary)).toEqual({ exact: [], typo: [] });
  });
});
