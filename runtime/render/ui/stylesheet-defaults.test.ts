import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLASS_DEFAULTS, kitStylesheet, stylesheetVars } from './stylesheet-defaults';

const MANTINE_STYLES = path.join(__dirname, '../../../node_modules/@mantine/core/styles');

/** Each rule's selector and its custom-property declarations, from a flat stylesheet (no nesting). */
function customProperties(css: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations: Record<string, string> = {};
    for (const [, name, value] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) declarations[name] = value.trim();
    rules.set(selector.trim(), declarations);
  }
  return rules;
}

/** What a stylesheet falls back to where it reads the variable: `var(--name, fallback)`, nested parentheses and all. */
function fallbacks(css: string, name: string): string[] {
  const found: string[] = [];
  const opening = `var(${name},`;
  for (let at = css.indexOf(opening); at !== -1; at = css.indexOf(opening, at + 1)) {
    let depth = 1;
    let end = at + opening.length;
    while (depth > 0 && end < css.length) {
      if (css[end] === '(') depth++;
      if (css[end] === ')') depth--;
      end++;
    }
    found.push(css.slice(at + opening.length, end - 1).trim());
  }
  return found;
}

/** Mantine's stylesheet for a component (`mantine-Group-root` → Group.css), its root rule's declarations, and the text. */
function mantineStylesheet(className: string) {
  const component = className.replace(/^mantine-/, '').replace(/-root$/, '');
  const css = readFileSync(path.join(MANTINE_STYLES, `${component}.css`), 'utf8');
  // The root class is the file's first rule (`.m_4081bf90 { … }`).
  const [root] = customProperties(css).values();
  return { css, root };
}

describe('the variables server-rendered primitives leave out', () => {
  it('kit-defaults.css is the stylesheet KIT_RULES write', () => {
    const css = readFileSync(path.join(__dirname, 'kit-defaults.css'), 'utf8');
    expect(css.replace(/^\/\*[\s\S]*?\*\/\n/, '')).toBe(kitStylesheet());
  });

  for (const [className, defaults] of Object.entries(CLASS_DEFAULTS)) {
    it(`${className}: each default is the value Mantine's stylesheet gives the variable when it is not written`, () => {
      const { css, root } = mantineStylesheet(className);
      for (const [name, value] of Object.entries(defaults)) {
        const mantine = root[name] !== undefined ? [root[name]] : fallbacks(css, name);
        expect(mantine.length, `${name} is neither set on Mantine's class nor read with a fallback`).toBeGreaterThan(0);
        // Read with a fallback everywhere it is read, the same one each time.
        expect(new Set(mantine), name).toEqual(new Set([value]));
      }
    });
  }

  it('a later rule wins over an earlier one, as in the browser: a Title sized h4 takes h4’s variables whatever its order', () => {
    expect(stylesheetVars(['mantine-Title-root'], { 'data-order': 2, 'data-size': 'h4' })).toEqual({
      '--title-fw': 'var(--mantine-h4-font-weight)',
      '--title-lh': 'var(--mantine-h4-line-height)',
      '--title-fz': 'var(--mantine-h4-font-size)',
    });
    expect(stylesheetVars(['mantine-Title-root'], { 'data-order': 3, 'data-size': 'lg' })['--title-fz']).toBe('var(--mantine-font-size-lg)');
    expect(stylesheetVars(['mantine-Button-root'], { 'data-variant': 'default', 'data-size': 'xs' })).toMatchObject({
      '--button-height': 'var(--button-height-xs)',
      '--button-bg': 'var(--mantine-color-default)',
    });
    expect(stylesheetVars(['mantine-Text-root'], { 'data-size': 'xs' })).toEqual({});
  });
});
