import { renderText, type TextProps } from './Text';

export type AnchorProps = TextProps & { underline?: 'always' | 'hover' | 'not-hover' | 'never' };

/** Mantine's Anchor, server-rendered (see Box): a link in the theme's link colour. */
export function Anchor({ underline = 'hover', ...props }: AnchorProps) {
  return renderText({ component: 'a', ...props }, { classes: 'm_849cf0da mantine-Anchor-root', mod: { underline } });
}
