import type { Car } from '../../schemas/entities/car';
import { textsSchema } from '../../schemas/texts';

/**
 * Spec (search and favourites, §3): dealercomments holds paragraphs
 * separated by a vertical bar. §9: dealer comments are truncated at 400
 * characters with more/less. §4 and §8: empty comments show "Dealer comments
 * are pending. Please check back here later."
 *
 * The 400 characters are the ones a shopper reads: the paragraphs' text,
 * not the bars between them nor the blanks around them. Characters are
 * counted as code points, so a cut never splits an emoji or an accented
 * letter written as a surrogate pair.
 */
export const DEALER_COMMENTS_PARAGRAPH_SEPARATOR = '|';
export const DEALER_COMMENTS_SHOWN_CHARACTERS = 400;
export const DEALER_COMMENTS_PENDING_TEXT = textsSchema.properties.dealerCommentsPending.default;
/** Ends a cut paragraph, so the shopper sees the text goes on. */
export const DEALER_COMMENTS_CUT_MARK = '…';

/** The comments' paragraphs, blank ones left out; none when the dealer wrote nothing. */
export function dealerCommentParagraphs(comments: Car['dealercomments']): string[] {
  return (comments ?? '')
    .split(DEALER_COMMENTS_PARAGRAPH_SEPARATOR)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * The paragraphs cut after the first `limit` characters, the cut one ending
 * in the cut mark; undefined when everything fits, so no more/less button.
 */
export function dealerCommentsPreview(paragraphs: readonly string[], limit: number = DEALER_COMMENTS_SHOWN_CHARACTERS): string[] | undefined {
  const preview: string[] = [];
  let left = limit;
  for (const paragraph of paragraphs) {
    const characters = Array.from(paragraph);
    if (characters.length > left) {
      if (left > 0) preview.push(`${characters.slice(0, left).join('').trimEnd()}${DEALER_COMMENTS_CUT_MARK}`);
      else preview[preview.length - 1] += DEALER_COMMENTS_CUT_MARK;
      return preview;
    }
    preview.push(paragraph);
    left -= characters.length;
  }
  return undefined;
}
