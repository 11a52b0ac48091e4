import { renderBox, type BoxProps } from './Box';

/** Mantine's Center, server-rendered (see Box). */
export function Center(props: BoxProps) {
  return renderBox(props, { classes: 'm_4451eb3a mantine-Center-root' });
}
