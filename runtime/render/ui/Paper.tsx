import { renderBox, type BoxProps } from './Box';
import { radius as radiusVar } from './style-props';

export type PaperProps = BoxProps & { radius?: string | number; shadow?: 'xs' | 'sm' | 'md' | 'lg' | 'xl'; withBorder?: boolean };

/** A Paper's variables, as Mantine's resolver writes them; a Card writes them too. */
export function paperVars(radius: PaperProps['radius'], shadow: PaperProps['shadow']): Record<string, string | undefined> {
  return {
    '--paper-radius': radiusVar(radius),
    '--paper-shadow': shadow === undefined ? undefined : `var(--mantine-shadow-${shadow})`,
  };
}

/** Mantine's Paper, server-rendered (see Box). */
export function Paper({ radius, shadow, withBorder, ...props }: PaperProps) {
  return renderBox(props, { classes: 'm_1b7284a3 mantine-Paper-root', vars: paperVars(radius, shadow), mod: { withBorder } });
}
