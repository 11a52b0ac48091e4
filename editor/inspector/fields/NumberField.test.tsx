import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../test-support/render-form';

const schema = {
  type: 'object',
  required: ['limit'],
  properties: {
    limit: { type: 'integer', title: 'How many cars', description: 'The newest ones.', minimum: 1, maximum: 12, default: 4 },
    defaultInterestRate: { type: 'number', minimum: 0, maximum: 30 },
    stockCount: { type: 'integer', minimum: 0 },
  },
} as const;

describe('number field', () => {
  it('spec editor: shows title, help, the allowed range and the required mark', () => {
    renderForm(schema, { limit: 4 });
    const limit = screen.getByRole('textbox', { name: /How many cars/ });
    expect(limit).toHaveValue('4');
    expect(limit).toBeRequired();
    expect(limit).toHaveAccessibleDescription('The newest ones. From 1 to 12.');
    expect(screen.getByRole('textbox', { name: 'Stock count' })).toHaveAccessibleDescription('At least 0.');
  });

  it("spec editor: typing gives a number at the field's pointer; emptying unsets it", () => {
    const { lastChange } = renderForm(schema, { limit: 4 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Default interest rate' }), { target: { value: '8.5' } });
    expect(lastChange()).toEqual({ value: { limit: 4, defaultInterestRate: 8.5 }, pointer: '/defaultInterestRate' });
    fireEvent.change(screen.getByRole('textbox', { name: /How many cars/ }), { target: { value: '' } });
    expect(lastChange()).toEqual({ value: { defaultInterestRate: 8.5 }, pointer: '/limit' });
  });

  it('keeps a number outside the range as typed, for the validator to report beside it', () => {
    const { lastChange, showErrors } = renderForm(schema, { limit: 4 });
    const limit = screen.getByRole('textbox', { name: /How many cars/ });
    fireEvent.change(limit, { target: { value: '40' } });
    fireEvent.blur(limit);
    expect(lastChange().value).toEqual({ limit: 40 });
    showErrors([{ path: '/limit', message: 'must be at most 12' }]);
    expect(limit).toHaveValue('40');
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(limit).toHaveAccessibleDescription(expect.stringContaining('Must be at most 12'));
  });
});
