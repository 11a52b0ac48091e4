import type { ReactNode } from 'react';
import { renderBox, type BoxProps } from './Box';

export type ButtonVariant = 'filled' | 'white' | 'outline' | 'default' | 'subtle';
type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type ButtonSize = Size | `compact-${Size}`;

export type ButtonProps = BoxProps & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  justify?: 'center' | 'space-between' | 'flex-start' | 'flex-end';
  leftSection?: ReactNode;
  rightSection?: ReactNode;
};

const BORDER = 'calc(0.0625rem * var(--mantine-scale))';

/**
 * The colours of each variant, as Mantine's resolver gives them for the
 * theme's primary colour. Mantine names that colour (`--mantine-color-{name}-filled`);
 * a server component does not know the dealer's colour name, so these use
 * the provider's `--mantine-primary-color-*` variables, which are the same
 * values. Mantine defines no primary outline variables: the outline is the
 * filled shade (both `--mantine-color-{name}-{primaryShade}` in the light
 * scheme, the only one sites use), and its hover that shade at 5%, as
 * Mantine's own `rgba(…, 0.05)`. parity.test.tsx holds each to Mantine's.
 */
const VARIANTS: Record<ButtonVariant, Record<'--button-bg' | '--button-hover' | '--button-color' | '--button-bd', string>> = {
  filled: {
    '--button-bg': 'var(--mantine-primary-color-filled)',
    '--button-hover': 'var(--mantine-primary-color-filled-hover)',
    '--button-color': 'var(--mantine-color-white)',
    '--button-bd': `${BORDER} solid transparent`,
  },
  white: {
    '--button-bg': 'var(--mantine-color-white)',
    '--button-hover': 'rgba(252, 252, 252, 1)',
    '--button-color': 'var(--mantine-primary-color-filled)',
    '--button-bd': `${BORDER} solid transparent`,
  },
  outline: {
    '--button-bg': 'transparent',
    '--button-hover': 'color-mix(in srgb, var(--mantine-primary-color-filled) 5%, transparent)',
    '--button-color': 'var(--mantine-primary-color-filled)',
    '--button-bd': `${BORDER} solid var(--mantine-primary-color-filled)`,
  },
  default: {
    '--button-bg': 'var(--mantine-color-default)',
    '--button-hover': 'var(--mantine-color-default-hover)',
    '--button-color': 'var(--mantine-color-default-color)',
    '--button-bd': `${BORDER} solid var(--mantine-color-default-border)`,
  },
  subtle: {
    '--button-bg': 'transparent',
    '--button-hover': 'var(--mantine-primary-color-light-hover)',
    '--button-color': 'var(--mantine-primary-color-light-color)',
    '--button-bd': `${BORDER} solid transparent`,
  },
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
export function Button({ variant, size, fullWidth, justify, leftSection, rightSection, children, component = 'button', ...props }: ButtonProps) {
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
      children: (
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
        ...(variant === undefined ? { '--button-color': 'var(--mantine-color-white)' } : VARIANTS[variant]),
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
