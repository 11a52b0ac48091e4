import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../kit/test-support/site-context';
import columns from './index';

const slots = { first: <p>First column</p>, second: <p>Second column</p>, third: <p>Third column</p> };

function column(container: HTMLElement, name: string): HTMLElement {
  return container.querySelector(`[data-column="${name}"]`) as HTMLElement;
}

/**
 * Mantine writes each column's widths into a style element beside it, keyed
 * by a class of the column: one for phones, one from its sm breakpoint (48em).
 */
function widthRules(container: HTMLElement, element: HTMLElement): { phone?: string; from48em?: string; from62em?: string } {
  const css = [...container.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  for (const name of element.classList) {
    const escaped = name.replace(/[^a-zA-Z0-9_-]/g, '\\$&');
    const phone = new RegExp(`^\\.${escaped}\\{[^}]*--col-flex-basis:([^;]+);`, 'm').exec(css);
    const from = (width: string) => new RegExp(`@media\\(min-width: ${width}\\)\\{\\.${escaped}\\{[^}]*--col-flex-basis:([^;]+);`).exec(css)?.[1];
    if (phone || from('48em')) return { phone: phone?.[1], from48em: from('48em'), from62em: from('62em') };
  }
  return {};
}

describe('columns block', () => {
  it('places the first and second slots, leaving the third out with two columns', () => {
    const { container } = renderBlock(columns, { count: 2 }, { slots });
    expect(column(container, 'first')).toHaveTextContent('First column');
    expect(column(container, 'second')).toHaveTextContent('Second column');
    expect(screen.queryByText('Third column')).not.toBeInTheDocument();
  });

  it('places all three slots with three columns', () => {
    renderBlock(columns, { count: 3 }, { slots });
    expect(screen.getByText('Third column')).toBeInTheDocument();
  });

  it('stacks on phones: every column full width below 48em, side by side from there', () => {
    const { container } = renderBlock(columns, { count: 3, proportion: 'equal' }, { slots });
    for (const name of ['first', 'second', 'third']) {
      const rule = widthRules(container, column(container, name));
      expect(rule.phone).toBe('100%');
      expect(rule.from48em).toMatch(/^calc\(33\.3+\d*%/);
    }
  });

  it('makes the wide column twice as wide as each other one', () => {
    const { container } = renderBlock(columns, { count: 3, proportion: 'wide-last' }, { slots });
    expect(widthRules(container, column(container, 'first')).from48em).toMatch(/^calc\(25%/);
    expect(widthRules(container, column(container, 'second')).from48em).toMatch(/^calc\(25%/);
    expect(widthRules(container, column(container, 'third')).from48em).toMatch(/^calc\(50%/);
  });

  it('puts the wide column first when asked, with two columns', () => {
    const { container } = renderBlock(columns, { count: 2, proportion: 'wide-first' }, { slots });
    expect(widthRules(container, column(container, 'first')).from48em).toMatch(/^calc\(66\.6+\d*%/);
    expect(widthRules(container, column(container, 'second')).from48em).toMatch(/^calc\(33\.3+\d*%/);
  });

  it('keeps a sidebar first narrow: a third of a tablet, a quarter from laptops up (issue 15: the search filters took a third of the screen)', () => {
    const { container } = renderBlock(columns, { count: 2, proportion: 'sidebar-first' }, { slots });
    const sidebar = widthRules(container, column(container, 'first'));
    expect(sidebar.phone).toBe('100%');
    expect(sidebar.from48em).toMatch(/^calc\(33\.3+\d*%/);
    expect(sidebar.from62em).toMatch(/^calc\(25%/);
    const main = widthRules(container, column(container, 'second'));
    expect(main.from48em).toMatch(/^calc\(66\.6+\d*%/);
    expect(main.from62em).toMatch(/^calc\(75%/);
  });
});
