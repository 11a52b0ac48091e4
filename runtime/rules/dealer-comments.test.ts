import { describe, expect, it } from 'vitest';
import { DEALER_COMMENTS_CUT_MARK, DEALER_COMMENTS_PENDING_TEXT, DEALER_COMMENTS_SHOWN_CHARACTERS, dealerCommentParagraphs, dealerCommentsPreview } from './dealer-comments';

const text = (length: number, letter = 'a') => letter.repeat(length);

describe('spec search §3: dealer comments are paragraphs separated by a vertical bar', () => {
  it('splits on the bar, trimming each paragraph', () => {
    expect(dealerCommentParagraphs('One owner. | Full service history.|Balance of warranty.')).toEqual(['One owner.', 'Full service history.', 'Balance of warranty.']);
  });

  it('keeps one paragraph without a bar', () => {
    expect(dealerCommentParagraphs('One owner.')).toEqual(['One owner.']);
  });

  it('leaves out blank paragraphs, so only bars and blanks are no comments (§4, §8 pending message)', () => {
    expect(dealerCommentParagraphs('One owner.||  |Serviced.|')).toEqual(['One owner.', 'Serviced.']);
    expect(dealerCommentParagraphs(' | |')).toEqual([]);
    expect(dealerCommentParagraphs('')).toEqual([]);
    expect(dealerCommentParagraphs(undefined)).toEqual([]);
    expect(DEALER_COMMENTS_PENDING_TEXT).toBe('Dealer comments are pending. Please check back here later.');
  });
});

describe('spec search §9: dealer comments truncated at 400 characters with more/less', () => {
  it('is 400 characters', () => {
    expect(DEALER_COMMENTS_SHOWN_CHARACTERS).toBe(400);
  });

  it('shows 400 characters whole, with no more/less', () => {
    expect(dealerCommentsPreview([text(400)])).toBeUndefined();
  });

  it('cuts 401 characters after the 400th, marking the cut', () => {
    expect(dealerCommentsPreview([`${text(400)}b`])).toEqual([`${text(400)}${DEALER_COMMENTS_CUT_MARK}`]);
  });

  it('counts the paragraphs together, not the bars between them', () => {
    expect(dealerCommentsPreview(dealerCommentParagraphs(`${text(200)}|${text(200, 'b')}`))).toBeUndefined();
    expect(dealerCommentsPreview(dealerCommentParagraphs(`${text(200)}|${text(201, 'b')}`))).toEqual([text(200), `${text(200, 'b')}…`]);
  });

  it('ends the preview at a paragraph that ends exactly on the 400th character', () => {
    expect(dealerCommentsPreview([text(400), 'More.'])).toEqual([`${text(400)}…`]);
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(dealerCommentsPreview([`${text(399)}🚗`])).toBeUndefined();
    expect(dealerCommentsPreview([`${text(399)}🚗🚗`])).toEqual([`${text(399)}🚗…`]);
  });

  it('drops blanks left at the cut', () => {
    expect(dealerCommentsPreview([`${text(399)} and more`])).toEqual([`${text(399)}…`]);
  });
});
