import type { AllHTMLAttributes, CSSProperties, ElementType, ReactNode, Ref } from 'react';
import { splitStyleProps, type StyleProps } from './style-props';
import { stylesheetVars } from './stylesheet-defaults';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Data attributes as Mantine's `mod` writes them: `{ withBorder: true }` → `data-with-border="true"`; false and empty left out. */
export type Mod = Record<string, string | number | boolean | undefined | null>;

export type BoxProps = StyleProps &
  Omit<AllHTMLAttributes<HTMLElement>, 'size' | 'wrap' | 'span' | 'color' | 'width' | 'height' | 'style'> & {
    /** The element to render (`div` by default). */
    component?: ElementType;
    style?: CSSProperties;
    /** Mantine's `hiddenFrom` / `visibleFrom`: classes in Mantine's stylesheet. */
    hiddenFrom?: Breakpoint;
    visibleFrom?: Breakpoint;
    children?: ReactNode;
    /** In a client part: the element, as a ref to it (a function component takes `ref` as a prop). */
    ref?: Ref<HTMLElement>;
  };

/** Internal: what a primitive adds to the Box it renders. */
export interface BoxExtras {
  classes?: string;
  vars?: Record<string, string | number | undefined>;
  mod?: Mod;
}

const dataName = (key: string) => `data-${key.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`;

/**
 * Mantine's Box as a plain element: the same classes, CSS variables and data
 * attributes, so Mantine's stylesheet styles it the same, but no hooks and
 * no client code. Usable in server components; in the browser it hydrates as
 * the element it is.
 */
export function renderBox(props: BoxProps, extras: BoxExtras = {}) {
  const { style: styleProps, rest } = splitStyleProps(props);
  const { component: Component = 'div', style, className, hiddenFrom, visibleFrom, ...attributes } = rest;
  const data: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(extras.mod ?? {})) {
    if (value !== undefined && value !== null && value !== false && value !== '') data[dataName(key)] = value;
  }
  const classes = [extras.classes, className, hiddenFrom ? `mantine-hidden-from-${hiddenFrom}` : undefined, visibleFrom ? `mantine-visible-from-${visibleFrom}` : undefined]
    .filter(Boolean)
    .join(' ');
  // What the kit's stylesheet already gives this element is not written again (stylesheet-defaults.ts).
  const given = extras.vars ? stylesheetVars(extras.classes?.split(' ') ?? [], data) : {};
  const vars: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(extras.vars ?? {})) if (value !== undefined && value !== given[key]) vars[key] = value;
  // Mantine's order: the component's variables, then `style` (which may set one of them, as a row's buttons set their padding), then the style props.
  const merged = { ...vars, ...style, ...styleProps };
  return <Component className={classes || undefined} style={Object.keys(merged).length > 0 ? merged : undefined} {...data} {...attributes} />;
}

export function Box(props: BoxProps) {
  return renderBox(props);
}
