import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allBlocks } from '../../blocks';
import { promoCardDefaults, promoCardSchema } from '../../blocks/promo-card/schema';
import { dealerSchema } from '../../schemas/dealer';
import { navigationSchema } from '../../schemas/navigation';
import { settingsSchema } from '../../schemas/settings';
import { textsSchema } from '../../schemas/texts';
import { themeSchema } from '../../schemas/theme';
import { fieldId } from './field-id';
import { renderForm, TEST_ID_PREFIX } from './test-support/render-form';

function fallbackFields(container: HTMLElement) {
  return container.querySelectorAll('[data-field-kind="json"]');
}

// Dozens of Mantine inputs per form: slow on a busy machine.
describe('SchemaForm on the real schemas', { timeout: 20_000 }, () => {
  it('spec editor: the promo card block gets a widget for every field, none of them the JSON fallback', () => {
    const { container } = renderForm(promoCardSchema, { ...promoCardDefaults, start: '2026-06-01T00:00:00Z' });
    expect(fallbackFields(container)).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Promotion' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Special offer');
    expect(screen.getByRole('textbox', { name: 'Text' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('group', { name: 'Picture' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Goes to' })).toHaveValue('/special-offers');
    expect(screen.getByRole('textbox', { name: 'Button label' })).toHaveValue('Find out more');
    expect(screen.getByRole('combobox', { name: 'Heading level' })).toHaveDisplayValue('3');
    expect(screen.getByRole('textbox', { name: 'Show from' })).toHaveAccessibleDescription(expect.stringContaining('Your local time'));
    expect(screen.getByRole('textbox', { name: 'Show until' })).toHaveValue('');
  });

  it.each([
    ['theme', themeSchema],
    ['settings', settingsSchema],
    ['texts', textsSchema],
    ['navigation', navigationSchema],
    ['dealer', dealerSchema],
  ] as const)('spec editor: the %s schema renders without the fallback', (_name, schema) => {
    const { container } = renderForm(schema, {});
    expect(fallbackFields(container)).toHaveLength(0);
  });

  it.each(allBlocks.map((block) => [block.type, block] as const))(
    "spec editor: the %s block's schema renders with its defaults and no fallback (no editor code per block)",
    (_type, block) => {
      const { container } = renderForm(block.schema, structuredClone(block.defaults) as Record<string, unknown>);
      expect(fallbackFields(container)).toHaveLength(0);
    },
  );

  it("spec editor: every field's input carries fieldId(idPrefix, pointer), so an error list can link to it", () => {
    renderForm(settingsSchema, {});
    expect(document.getElementById(fieldId(TEST_ID_PREFIX, '/includeSoldCarsDays'))).toBe(screen.getByRole('textbox', { name: 'Days a sold car stays in search' }));
    expect(document.getElementById(fieldId(TEST_ID_PREFIX, '/reserveOnline/depositDollars'))).toBe(screen.getByRole('textbox', { name: 'Deposit ($)' }));
    expect(document.getElementById(fieldId(TEST_ID_PREFIX, '/gatedRoutes'))).toBe(screen.getByRole('group', { name: 'Pages for signed-in shoppers only' }));
  });

  it('shows errors about the whole value above the fields', () => {
    renderForm(promoCardSchema, {}, [{ path: '', message: 'must be an object' }]);
    expect(document.getElementById(fieldId(TEST_ID_PREFIX, ''))).toHaveTextContent('Must be an object');
  });
});
