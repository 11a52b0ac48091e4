import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../test-support/render-form';

const schema = {
  type: 'object',
  required: ['overlay'],
  properties: {
    headingLevel: { type: 'integer', title: 'Heading level', description: '1 heads the page.', enum: [1, 2], default: 1 },
    overlay: { type: 'string', title: 'Overlay strength', enum: ['light', 'medium', 'strong'] },
    proportion: { type: 'string', enum: ['equal', 'wide-first'] },
  },
} as const;

describe('select field', () => {
  it('spec editor: an enum becomes a select with its title, help and options', () => {
    renderForm(schema, { headingLevel: 2, overlay: 'medium' });
    const level = screen.getByRole('combobox', { name: 'Heading level' });
    expect(level).toHaveAccessibleDescription('1 heads the page.');
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Default (1)', '1', '2']);
    expect(within(level).getByRole('option', { name: '2' })).toHaveProperty('selected', true);
    const overlay = screen.getByRole('combobox', { name: /Overlay strength/ });
    expect(overlay).toBeRequired();
    expect(
      within(overlay)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Light', 'Medium', 'Strong']);
    expect(within(screen.getByRole('combobox', { name: 'Proportion' })).getByRole('option', { name: 'Wide first' })).toBeInTheDocument();
  });

  it('spec editor: picking keeps the value\'s type (a number stays a number); "Default" unsets it', () => {
    const { lastChange } = renderForm(schema, { overlay: 'medium' });
    const level = screen.getByRole('combobox', { name: 'Heading level' });
    fireEvent.change(level, { target: { value: within(level).getByRole('option', { name: '2' }).getAttribute('value') } });
    expect(lastChange()).toEqual({ value: { overlay: 'medium', headingLevel: 2 }, pointer: '/headingLevel' });
    fireEvent.change(level, { target: { value: '' } });
    expect(lastChange()).toEqual({ value: { overlay: 'medium' }, pointer: '/headingLevel' });
  });

  it('spec editor: options are titled from oneOf [{const, title}]', () => {
    const sources = {
      type: 'object',
      properties: {
        source: {
          type: 'string',
          title: 'Which number',
          oneOf: [
            { const: 'override', title: 'Main number' },
            { const: 'car', title: 'The number for the car on this page' },
          ],
        },
      },
    } as const;
    const { lastChange } = renderForm(sources, {});
    const source = screen.getByRole('combobox', { name: 'Which number' });
    const option = within(source).getByRole('option', { name: 'The number for the car on this page' });
    fireEvent.change(source, { target: { value: option.getAttribute('value') } });
    expect(lastChange()).toEqual({ value: { source: 'car' }, pointer: '/source' });
  });

  it('editor text in dealer words: an enum shows its labels, and picking one stores the value, not the words', () => {
    const buttons = {
      type: 'object',
      properties: {
        kind: { type: 'string', title: 'Button', enum: ['view-details', 'get-finance'], 'x-editor': { labels: { 'view-details': 'View Details', 'get-finance': 'Get Finance' } } },
      },
    } as const;
    const { lastChange } = renderForm(buttons, {});
    const kind = screen.getByRole('combobox', { name: 'Button' });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not set', 'View Details', 'Get Finance']);
    fireEvent.change(kind, { target: { value: within(kind).getByRole('option', { name: 'Get Finance' }).getAttribute('value') } });
    expect(lastChange()).toEqual({ value: { kind: 'get-finance' }, pointer: '/kind' });
  });

  it('editor text in dealer words: labels without an enum offer the values a text field usually takes', () => {
    const filters = { type: 'object', properties: { status: { type: 'string', title: 'Status', 'x-editor': { labels: { in_stock: 'In stock', sold: 'Sold' } } } } } as const;
    renderForm(filters, { status: 'sold' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Sold');
  });

  it('spec editor: shows its error inline', () => {
    renderForm(schema, { overlay: 'dim' }, [{ path: '/overlay', message: 'must be one of: Light, Medium, Strong' }]);
    const overlay = screen.getByRole('combobox', { name: /Overlay strength/ });
    expect(overlay).toHaveAttribute('aria-invalid', 'true');
    expect(overlay).toHaveAccessibleDescription('Must be one of: Light, Medium, Strong');
  });
});
