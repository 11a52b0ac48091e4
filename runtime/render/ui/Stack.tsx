import type { CSSProperties } from 'react';
import { renderBox, type BoxProps } from './Box';
import { spacing } from './style-props';

export type StackProps = BoxProps & {
  gap?: string | number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
};

/** Mantine's Stack (a column), server-rendered (see Box). */
export function Stack({ gap = 'md', align = 'stretch', justify = 'flex-start', ...props }: StackProps) {
  return renderBox(props, {
    classes: 'm_6d731127 mantine-Stack-root',
    vars: { '--stack-gap': spacing(gap), '--stack-align': align, '--stack-justify': justify },
  });
}
