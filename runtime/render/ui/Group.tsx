import type { CSSProperties } from 'react';
import { renderBox, type BoxProps } from './Box';
import { spacing } from './style-props';

export type GroupProps = BoxProps & {
  gap?: string | number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: CSSProperties['flexWrap'];
};

/** Mantine's Group (a row), server-rendered (see Box). */
export function Group({ gap = 'md', align = 'center', justify = 'flex-start', wrap = 'wrap', ...props }: GroupProps) {
  return renderBox(props, {
    classes: 'm_4081bf90 mantine-Group-root',
    vars: { '--group-gap': spacing(gap), '--group-align': align, '--group-justify': justify, '--group-wrap': wrap },
  });
}
