import type { BlockNode } from '../../schemas/block-node';

const SUMMARY_PROPS = ['title', 'heading', 'label', 'text', 'name'] as const;
const SUMMARY_LENGTH = 40;

/** A few words that tell two blocks of one type apart in the outline: their title or heading. */
export function blockSummary(node: BlockNode): string | undefined {
  for (const key of SUMMARY_PROPS) {
    const value = node.props?.[key];
    if (typeof value === 'string' && value.trim() !== '') {
      const text = value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
    }
  }
  return undefined;
}
