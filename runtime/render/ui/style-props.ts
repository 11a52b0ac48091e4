import type { CSSProperties } from 'react';

/**
 * Mantine's style props (`mt="md"`, `c="gray.7"`, `fz="sm"` …) turned into
 * inline styles, the way Mantine's Box resolves them, without Mantine's
 * React context. The server-only layout primitives beside this file use it,
 * so a server-rendered block's layout sends plain HTML and nothing to
 * hydrate. Values are single values: a responsive object (`{ base, md }`)
 * needs Mantine's own component, which writes a media query.
 */

type Value = string | number;

export interface StyleProps {
  m?: Value;
  mt?: Value;
  mb?: Value;
  ml?: Value;
  mr?: Value;
  mx?: Value;
  my?: Value;
  p?: Value;
  pt?: Value;
  pb?: Value;
  pl?: Value;
  pr?: Value;
  px?: Value;
  py?: Value;
  w?: Value;
  h?: Value;
  miw?: Value;
  maw?: Value;
  mih?: Value;
  mah?: Value;
  /** A theme colour with its shade (`gray.7`), `dimmed`, `white`, `black`, or any CSS colour. */
  c?: string;
  bg?: string;
  bd?: string;
  fz?: Value;
  fw?: Value;
  lh?: Value;
  fs?: CSSProperties['fontStyle'];
  ta?: CSSProperties['textAlign'];
  tt?: CSSProperties['textTransform'];
  td?: CSSProperties['textDecoration'];
  display?: CSSProperties['display'];
  pos?: CSSProperties['position'];
  top?: Value;
  right?: Value;
  bottom?: Value;
  left?: Value;
  flex?: CSSProperties['flex'];
}

type Kind = 'spacing' | 'size' | 'color' | 'textColor' | 'border' | 'fontSize' | 'lineHeight' | 'identity';

const STYLE_PROPS: Record<keyof StyleProps, [Kind, keyof CSSProperties]> = {
  m: ['spacing', 'margin'],
  mt: ['spacing', 'marginTop'],
  mb: ['spacing', 'marginBottom'],
  ml: ['spacing', 'marginLeft'],
  mr: ['spacing', 'marginRight'],
  mx: ['spacing', 'marginInline'],
  my: ['spacing', 'marginBlock'],
  p: ['spacing', 'padding'],
  pt: ['spacing', 'paddingTop'],
  pb: ['spacing', 'paddingBottom'],
  pl: ['spacing', 'paddingLeft'],
  pr: ['spacing', 'paddingRight'],
  px: ['spacing', 'paddingInline'],
  py: ['spacing', 'paddingBlock'],
  w: ['spacing', 'width'],
  h: ['spacing', 'height'],
  miw: ['spacing', 'minWidth'],
  maw: ['spacing', 'maxWidth'],
  mih: ['spacing', 'minHeight'],
  mah: ['spacing', 'maxHeight'],
  c: ['textColor', 'color'],
  bg: ['color', 'background'],
  bd: ['border', 'border'],
  fz: ['fontSize', 'fontSize'],
  fw: ['identity', 'fontWeight'],
  lh: ['lineHeight', 'lineHeight'],
  fs: ['identity', 'fontStyle'],
  ta: ['identity', 'textAlign'],
  tt: ['identity', 'textTransform'],
  td: ['identity', 'textDecoration'],
  display: ['identity', 'display'],
  pos: ['identity', 'position'],
  top: ['size', 'top'],
  right: ['size', 'right'],
  bottom: ['size', 'bottom'],
  left: ['size', 'left'],
  flex: ['identity', 'flex'],
};

/** The theme's size names, shared by spacing, font sizes, line heights and radii. */
export const THEME_SIZES: ReadonlySet<string> = new Set(['xs', 'sm', 'md', 'lg', 'xl']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Mantine's own colour names: a bare one (`c="blue"`) means the theme's shade of it. */
const MANTINE_COLOURS = new Set(['dark', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'green', 'lime', 'yellow', 'orange', 'teal']);

/** Mantine's rem(): pixels as rem scaled by --mantine-scale; other units and expressions unchanged. */
export function rem(value: Value): string {
  if (value === 0 || value === '0') return '0rem';
  if (typeof value === 'number') return `calc(${value / 16}rem * var(--mantine-scale))`;
  if (value === '' || value.startsWith('calc(') || value.startsWith('clamp(') || value.includes('rgba(')) return value;
  if (value.includes(' ')) return value.split(' ').map(rem).join(' ');
  const pixels = value.replace('px', '');
  return pixels !== '' && !Number.isNaN(Number(pixels)) ? `calc(${Number(pixels) / 16}rem * var(--mantine-scale))` : value;
}

/** A theme radius (`md`) as its variable, as Mantine's getRadius writes it; numbers and pixels as rem. */
export function radius(value: Value | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' && THEME_SIZES.has(value) ? `var(--mantine-radius-${value})` : rem(value);
}

/** A theme spacing (`md`, `-md`) as its variable; numbers and pixels as rem. */
export function spacing(value: Value): string {
  if (typeof value === 'string') {
    const size = value.replace('-', '');
    if (THEME_SIZES.has(size)) return value.startsWith('-') ? `calc(var(--mantine-spacing-${size}) * -1)` : `var(--mantine-spacing-${size})`;
  }
  return rem(value);
}

export function colour(value: string, asText = false): string {
  if (value === 'dimmed' || value === 'bright' || value === 'white' || value === 'black') return `var(--mantine-color-${value})`;
  const [name, shade] = value.split('.');
  if (name && shade !== undefined && /^[a-z][a-zA-Z0-9-]*$/.test(name) && /^\d$/.test(shade)) return `var(--mantine-color-${name}-${shade})`;
  if (MANTINE_COLOURS.has(value)) return `var(--mantine-color-${value}-${asText ? 'text' : 'filled'})`;
  return value;
}

/** A theme font size (`sm`), a heading's (`h2`), or pixels as rem. */
export function fontSize(value: Value): string {
  if (typeof value === 'string' && THEME_SIZES.has(value)) return `var(--mantine-font-size-${value})`;
  if (typeof value === 'string' && HEADINGS.has(value)) return `var(--mantine-${value}-font-size)`;
  return rem(value);
}

export function lineHeight(value: Value): Value {
  if (typeof value === 'string' && THEME_SIZES.has(value)) return `var(--mantine-line-height-${value})`;
  if (typeof value === 'string' && HEADINGS.has(value)) return `var(--mantine-${value}-line-height)`;
  return value;
}

function border(value: string): string {
  const [width, style, ...rest] = value.split(' ');
  return [width ? rem(width) : '', style ?? '', rest.length > 0 ? colour(rest.join(' ')) : ''].filter(Boolean).join(' ');
}

function resolve(kind: Kind, value: Value): Value {
  switch (kind) {
    case 'spacing':
      return spacing(value);
    case 'size':
      return rem(value);
    case 'color':
      return colour(String(value));
    case 'textColor':
      return colour(String(value), true);
    case 'border':
      return border(String(value));
    case 'fontSize':
      return fontSize(value);
    case 'lineHeight':
      return lineHeight(value);
    case 'identity':
      return value;
  }
}

/** Splits a primitive's props into its style props, resolved to CSS, and the rest. */
export function splitStyleProps<P extends StyleProps>(props: P): { style: CSSProperties; rest: Omit<P, keyof StyleProps> } {
  const style: Record<string, Value> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    const known = STYLE_PROPS[key as keyof StyleProps];
    if (!known) rest[key] = value;
    else if (value !== undefined && value !== null) style[known[1]] = resolve(known[0], value as Value);
  }
  return { style: style as CSSProperties, rest: rest as Omit<P, keyof StyleProps> };
}
