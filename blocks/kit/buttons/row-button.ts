import type { CSSProperties } from 'react';

/**
 * A button sharing a row with others (a card's second actions): as wide as
 * its words and growing to fill the row, never shrunk to cut its words (the
 * row wraps instead), with a little less padding so two fit a phone-width
 * card.
 */
export const ROW_BUTTON_STYLE = { flex: '1 0 auto', '--button-padding-x': 'var(--mantine-spacing-xs)' } as CSSProperties;
