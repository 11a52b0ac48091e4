import { renderBox, type BoxProps } from './Box';
import { colour, THEME_SIZES } from './style-props';

export type BadgeProps = BoxProps & {
  /** The badge's background: a CSS colour or a theme colour (`red.9`); white words on it. */
  color: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** A theme radius. */
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
};

/** Mantine's Badge in its filled variant, server-rendered (see Box): the cars' tags, a row of them on every card. */
export function Badge({ color, size, radius, children, ...props }: BadgeProps) {
  return renderBox(
    { ...props, children: <span className="m_5add502a mantine-Badge-label">{children}</span> },
    {
      classes: 'm_347db0ec mantine-Badge-root',
      vars: {
        '--badge-height': size && `var(--badge-height-${size})`,
        '--badge-padding-x': size && `var(--badge-padding-x-${size})`,
        '--badge-fz': size && `var(--badge-fz-${size})`,
        '--badge-radius': radius && THEME_SIZES.has(radius) ? `var(--mantine-radius-${radius})` : undefined,
        '--badge-bg': colour(color),
        '--badge-color': 'var(--mantine-color-white)',
        '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
      },
      mod: { size },
    },
  );
}
