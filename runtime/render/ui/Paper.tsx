import { renderBox, type BoxProps } from './Box';
import { rem, THEME_SIZES } from './style-props';

export type PaperProps = BoxProps & { radius?: string | number; shadow?: 'xs' | 'sm' | 'md' | 'lg' | 'xl'; withBorder?: boolean };

/** Mantine's Paper, server-rendered (see Box). */
export function Paper({ radius, shadow, withBorder, ...props }: PaperProps) {
  return renderBox(props, {
    classes: 'm_1b7284a3 mantine-Paper-root',
    vars: {
      '--paper-radius': radius === undefined ? undefined : typeof radius === 'string' && THEME_SIZES.has(radius) ? `var(--mantine-radius-${radius})` : rem(radius),
      '--paper-shadow': shadow === undefined ? undefined : `var(--mantine-shadow-${shadow})`,
    },
    mod: { withBorder },
  });
}
