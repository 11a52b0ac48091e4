import { renderBox, type BoxProps } from './Box';
import { fontSize } from './style-props';

export type TitleOrder = 1 | 2 | 3 | 4 | 5 | 6;

export type TitleProps = BoxProps & {
  order?: TitleOrder;
  /** A heading's size (`h1` … `h6`), a theme font size, or pixels. */
  size?: string | number;
  lineClamp?: number;
};

/** Mantine's Title, server-rendered (see Box). */
export function Title({ order = 1, size, lineClamp, ...props }: TitleProps) {
  const named = size === undefined ? `h${order}` : size;
  const level = typeof named === 'string' && /^h[1-6]$/.test(named) ? named : `h${order}`;
  return renderBox(
    { component: `h${order}`, ...props },
    {
      classes: 'm_8a5d1357 mantine-Title-root',
      vars: {
        '--title-fw': `var(--mantine-${level}-font-weight)`,
        '--title-lh': `var(--mantine-${level}-line-height)`,
        '--title-fz': fontSize(named),
        '--title-line-clamp': lineClamp === undefined ? undefined : String(lineClamp),
      },
      // Mantine's Box writes a named size (not pixels or a CSS length) as data-size.
      mod: { order, lineClamp: lineClamp !== undefined, size: typeof size === 'string' && /^(h[1-6]|xs|sm|md|lg|xl)$/.test(size) ? size : undefined },
    },
  );
}
