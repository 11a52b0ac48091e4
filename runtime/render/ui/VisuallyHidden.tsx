import { renderBox, type BoxProps } from './Box';

/** Mantine's VisuallyHidden: read by screen readers, not shown. Server-rendered (see Box). */
export function VisuallyHidden(props: BoxProps) {
  return renderBox({ component: 'span', ...props }, { classes: 'm_515a97f8 mantine-VisuallyHidden-root' });
}
