import type { ReactNode } from 'react';
import { renderBox, type BoxProps } from './Box';
import { BUTTON_VARIANTS, type ButtonVariant } from './stylesheet-defaults';

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type ButtonSize = Size | `compact-${Size}`;

export type ButtonProps = BoxProps & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  justify?: 'center' | 'space-between' | 'flex-start' | 'flex-end';
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /**
   * The words alone inside the root, without Mantine's inner and label
   * elements: for a button a list repeats (two on every vehicle card), two
   * elements fewer each. The caller's class lays the words out (centred, on
   * one line), and there are no sections.
   */
  bare?: boolean;
};

const section = (position: 'left' | 'right', content: ReactNode) =>
  content === undefined || content === null ? null : (
    <span className="m_a74036a mantine-Button-section" data-position={position}>
      {content}
    </span>
  );

/**
 * Mantine's Button, server-rendered (see Box): a link (`component="a"`) or
 * a form's submit button, with no handlers, as most of a page's buttons
 * are. A client part may give it a click handler where the button needs
 * nothing else of Mantine's (no loading state, no polymorphic hooks): it
 * then renders as cheaply as the element, which counts where a page has
 * one on every card (the phone reveal).
 */
export function Button({ variant, size, fullWidth, justify, leftSection, rightSection, bare = false, children, component = 'button', ...props }: ButtonProps) {
  const sizeVars =
    size === undefined
      ? {}
      : {
          '--button-height': `var(--button-height-${size})`,
          '--button-padding-x': `var(--button-padding-x-${size})`,
          '--button-fz': `var(--mantine-font-size-${size.replace('compact-', '')})`,
        };
  return renderBox(
    {
      component,
      ...(component === 'button' && props.type === undefined ? { type: 'button' } : {}),
      ...props,
      children: bare ? (
        children
      ) : (
        <span className="m_80f1301b mantine-Button-inner">
          {section('left', leftSection)}
          <span className="m_811560b9 mantine-Button-label">{children}</span>
          {section('right', rightSection)}
        </span>
      ),
    },
    {
      classes: 'mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
      vars: {
        '--button-justify': justify,
        ...sizeVars,
        ...(variant === undefined ? { '--button-color': 'var(--mantine-color-white)' } : BUTTON_VARIANTS[variant]),
      },
      mod: {
        variant,
        size,
        block: fullWidth,
        withLeftSection: leftSection !== undefined && leftSection !== null,
        withRightSection: rightSection !== undefined && rightSection !== null,
      },
    },
  );
}
