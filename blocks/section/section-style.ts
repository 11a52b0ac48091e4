import type { CSSProperties } from 'react';
import type { SectionProps } from './schema';

/**
 * Each background with the text colour that reads on it at 4.5:1 or better
 * (theme primary shade 8 with white is 4.9:1). On primary and dark, links
 * take the text colour: the theme's link blue would vanish there.
 */
export const SECTION_BACKGROUNDS: Record<SectionProps['background'], { bg?: string; c?: string; style?: CSSProperties }> = {
  default: {},
  muted: { bg: 'var(--mantine-color-gray-0)' },
  primary: { bg: 'var(--mantine-primary-color-filled)', c: 'var(--mantine-color-white)', style: { '--mantine-color-anchor': 'currentColor' } as CSSProperties },
  dark: { bg: 'var(--mantine-color-dark-8)', c: 'var(--mantine-color-white)', style: { '--mantine-color-anchor': 'currentColor' } as CSSProperties },
};

export const SECTION_PADDING: Record<SectionProps['padding'], number | string> = { none: 0, small: 'md', medium: 'xl', large: 64 };

export const SECTION_WIDTHS: Record<Exclude<SectionProps['width'], 'full'>, string> = { narrow: 'sm', normal: 'xl' };
