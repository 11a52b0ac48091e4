import { renderBox, type BoxProps, type Mod } from './Box';
import { fontSize, lineHeight } from './style-props';

export type TextProps = BoxProps & {
  /** Font size and line height from the theme (`xs` … `xl`). */
  size?: string;
  /** A `span` rather than a `p`. */
  span?: boolean;
  /** Takes font size, weight and line height from its parent. */
  inherit?: boolean;
  truncate?: boolean | 'start' | 'end';
  lineClamp?: number;
  inline?: boolean;
};

/** The Text root as Mantine writes it; Anchor renders it too, with its own class. */
export function renderText({ size, span, inherit, truncate, lineClamp, inline, ...props }: TextProps, extra: { classes?: string; mod?: Mod } = {}) {
  return renderBox(
    { component: span ? 'span' : 'p', ...props },
    {
      classes: ['mantine-focus-auto', extra.classes, 'm_b6d8b162 mantine-Text-root'].filter(Boolean).join(' '),
      vars: {
        '--text-fz': size === undefined ? undefined : fontSize(size),
        '--text-lh': size === undefined ? undefined : lineHeight(size),
        '--text-line-clamp': lineClamp === undefined ? undefined : String(lineClamp),
      },
      mod: {
        size,
        truncate: truncate === 'start' ? 'start' : truncate ? 'end' : undefined,
        lineClamp: lineClamp !== undefined,
        inline,
        inherit,
        ...extra.mod,
      },
    },
  );
}

/** Mantine's Text, server-rendered (see Box). */
export function Text(props: TextProps) {
  return renderText(props);
}
