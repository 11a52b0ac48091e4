/**
 * The CSS variables the server-rendered primitives need not write, because
 * kit-defaults.css gives them by class and data attribute.
 *
 * Mantine's own components write every variable inline, defaults and each
 * variant's and size's values included: on a page of cards that was a third
 * of the HTML, and as much again of the payload React hydrates from. A
 * primitive writes the data attributes Mantine writes (`data-variant`,
 * `data-size`, `data-order`) and only the variables no rule here gives it.
 *
 * Mantine's stylesheet alone would not do: it falls back to most of these
 * where it reads them (`gap: var(--group-gap, var(--mantine-spacing-md))`),
 * and a custom property is inherited, so a Group inside a Group with a gap
 * would take the outer one's. Each rule sets its variables on the element
 * itself. Mantine's components still write theirs inline, which wins.
 *
 * stylesheet-defaults.test.ts holds kit-defaults.css to these rules and the
 * class defaults to Mantine's stylesheet; parity.test.tsx holds what the
 * primitives then render, rules applied, to what Mantine's components render.
 */

export interface KitRule {
  className: string;
  /** The rule applies where the element has this data attribute with this value. */
  when?: { attribute: `data-${string}`; value: string };
  vars: Readonly<Record<string, string>>;
}

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const BORDER = 'calc(0.0625rem * var(--mantine-scale))';

/**
 * The colours of each Button variant, as Mantine's resolver gives them for
 * the theme's primary colour. Mantine names that colour
 * (`--mantine-color-{name}-filled`); a server component does not know the
 * dealer's colour name, so these use the provider's
 * `--mantine-primary-color-*` variables, which are the same values. Mantine
 * defines no primary outline variables: the outline is the filled shade
 * (both `--mantine-color-{name}-{primaryShade}` in the light scheme, the only
 * one sites use), and its hover that shade at 5%, as Mantine's own
 * `rgba(…, 0.05)`. parity.test.tsx holds each to Mantine's.
 */
export const BUTTON_VARIANTS = {
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
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;

/** Each class's defaults: what Mantine's stylesheet gives a variable the element does not write. */
export const CLASS_DEFAULTS = {
  'mantine-Group-root': {
    '--group-gap': 'var(--mantine-spacing-md)',
    '--group-align': 'center',
    '--group-justify': 'flex-start',
    '--group-wrap': 'wrap',
  },
  'mantine-Stack-root': {
    '--stack-gap': 'var(--mantine-spacing-md)',
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
  },
  'mantine-Button-root': {
    '--button-height': 'var(--button-height-sm)',
    '--button-padding-x': 'var(--button-padding-x-sm)',
    '--button-fz': 'var(--mantine-font-size-sm)',
    '--button-bg': 'var(--mantine-primary-color-filled)',
    '--button-hover': 'var(--mantine-primary-color-filled-hover)',
    '--button-color': 'var(--mantine-color-white)',
    '--button-bd': `${BORDER} solid transparent`,
  },
  'mantine-Badge-root': {
    '--badge-height': 'var(--badge-height-md)',
    '--badge-padding-x': 'var(--badge-padding-x-md)',
    '--badge-fz': 'var(--badge-fz-md)',
    '--badge-color': 'var(--mantine-color-white)',
  },
} as const;

const on = (className: string, attribute: `data-${string}`, value: string, vars: Record<string, string>): KitRule => ({ className, when: { attribute, value }, vars });

/** In the stylesheet's order: a later rule wins over an earlier one of the same weight (a Title's size over its order). */
export const KIT_RULES: readonly KitRule[] = [
  ...Object.entries(CLASS_DEFAULTS).map(([className, vars]) => ({ className, vars })),
  ...Object.entries(BUTTON_VARIANTS).map(([variant, vars]) => on('mantine-Button-root', 'data-variant', variant, vars)),
  ...SIZES.flatMap((size) =>
    [size, `compact-${size}`].map((named) =>
      on('mantine-Button-root', 'data-size', named, {
        '--button-height': `var(--button-height-${named})`,
        '--button-padding-x': `var(--button-padding-x-${named})`,
        '--button-fz': `var(--mantine-font-size-${size})`,
      }),
    ),
  ),
  ...SIZES.map((size) =>
    on('mantine-Badge-root', 'data-size', size, {
      '--badge-height': `var(--badge-height-${size})`,
      '--badge-padding-x': `var(--badge-padding-x-${size})`,
      '--badge-fz': `var(--badge-fz-${size})`,
    }),
  ),
  ...HEADINGS.map((heading, index) =>
    on('mantine-Title-root', 'data-order', String(index + 1), {
      '--title-fw': `var(--mantine-${heading}-font-weight)`,
      '--title-lh': `var(--mantine-${heading}-line-height)`,
      '--title-fz': `var(--mantine-${heading}-font-size)`,
    }),
  ),
  ...HEADINGS.map((heading) =>
    on('mantine-Title-root', 'data-size', heading, {
      '--title-fw': `var(--mantine-${heading}-font-weight)`,
      '--title-lh': `var(--mantine-${heading}-line-height)`,
      '--title-fz': `var(--mantine-${heading}-font-size)`,
    }),
  ),
  ...SIZES.map((size) => on('mantine-Title-root', 'data-size', size, { '--title-fz': `var(--mantine-font-size-${size})` })),
];

/**
 * The variables the kit's stylesheet gives an element of this class with
 * these data attributes (as the element is rendered: `data-size` and so on),
 * later rules over earlier ones, as the browser applies them.
 */
export function stylesheetVars(classNames: Iterable<string>, data: Readonly<Record<string, unknown>>): Record<string, string> {
  const vars: Record<string, string> = {};
  // One class of the kit's per element: its rules, in order.
  for (const className of classNames) {
    for (const rule of RULES_BY_CLASS.get(className) ?? []) {
      if (!rule.when || String(data[rule.when.attribute]) === rule.when.value) Object.assign(vars, rule.vars);
    }
  }
  return vars;
}

const RULES_BY_CLASS = new Map<string, KitRule[]>();
for (const rule of KIT_RULES) RULES_BY_CLASS.set(rule.className, [...(RULES_BY_CLASS.get(rule.className) ?? []), rule]);

/** The rules as CSS, as kit-defaults.css holds them. */
export function kitStylesheet(): string {
  return KIT_RULES.map(({ className, when, vars }) => {
    const selector = `.${className}${when ? `[${when.attribute}='${when.value}']` : ''}`;
    return `${selector} {\n${Object.entries(vars)
      .map(([name, value]) => `  ${name}: ${value};\n`)
      .join('')}}\n`;
  }).join('\n');
}
