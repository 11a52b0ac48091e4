import { renderBox, type BoxProps } from './Box';
import { spacing as spacingValue } from './style-props';

/** Mantine's default breakpoints, which the dealer themes keep: a grid's columns change at these widths. */
const BREAKPOINTS = { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' } as const;

type Breakpoint = keyof typeof BREAKPOINTS;
/** One value, or one per width from `base` up, as Mantine's responsive props. */
type Responsive<T> = T | ({ base?: T } & Partial<Record<Breakpoint, T>>);
/** A theme spacing or pixels: nothing else can reach the `<style>` this writes. */
type GridSpacing = Breakpoint | number;

export type SimpleGridProps = Omit<BoxProps, 'cols'> & {
  cols?: Responsive<number>;
  spacing?: Responsive<GridSpacing>;
  verticalSpacing?: Responsive<GridSpacing>;
};

const isSpacing = (value: unknown): value is GridSpacing => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value in BREAKPOINTS);

const at = <T,>(value: Responsive<T> | undefined, width: 'base' | Breakpoint): T | undefined =>
  value !== null && typeof value === 'object' ? (value as Partial<Record<'base' | Breakpoint, T>>)[width] : width === 'base' ? value : undefined;

/** The grid's variables at one width, as Mantine's SimpleGrid writes them: `--sg-spacing-x:…;` */
function variablesAt(width: 'base' | Breakpoint, { cols, spacing, verticalSpacing }: Pick<SimpleGridProps, 'cols' | 'spacing' | 'verticalSpacing'>): string {
  const x = at(spacing, width);
  const y = at(verticalSpacing, width);
  const columns = at(cols, width);
  return [
    isSpacing(x) ? `--sg-spacing-x:${spacingValue(x)};` : '',
    isSpacing(y) ? `--sg-spacing-y:${spacingValue(y)};` : '',
    Number.isInteger(columns) ? `--sg-cols:${columns};` : '',
  ].join('');
}

/** djb2, as Mantine names its own inline styles: the same grid gets the same class wherever it is. */
function hashed(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) & 0xffffffff;
  return (hash >>> 0).toString(36);
}

/**
 * Mantine's SimpleGrid, server-rendered (see Box): the same root class and
 * the same `<style>` of variables per breakpoint before it. Mantine names
 * that style's class by a hook; this names it by what it says, so it needs
 * no hook and no client code.
 */
export function SimpleGrid({ cols = 1, spacing = 'md', verticalSpacing, ...props }: SimpleGridProps) {
  const grid = { cols, spacing, verticalSpacing: verticalSpacing ?? spacing };
  const base = variablesAt('base', grid);
  const media = (Object.keys(BREAKPOINTS) as Breakpoint[]).map((width) => ({ width, variables: variablesAt(width, grid) })).filter(({ variables }) => variables !== '');
  const rules = (selector: string) =>
    `${base ? `${selector}{${base}}` : ''}${media.map(({ width, variables }) => `@media(min-width: ${BREAKPOINTS[width]}){${selector}{${variables}}}`).join('')}`;
  const name = `__m__-sg${hashed(rules(''))}`;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: variable names and values built here from numbers and theme sizes, as Mantine's InlineStyles writes them. */}
      <style data-mantine-styles="inline" dangerouslySetInnerHTML={{ __html: rules(`.${name}`) }} />
      {renderBox(props, { classes: `m_2415a157 mantine-SimpleGrid-root ${name}` })}
    </>
  );
}
