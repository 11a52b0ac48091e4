import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../test-support/render-form';

const schema = {
  type: 'object',
  required: ['from'],
  properties: { from: { type: 'string', format: 'date', title: 'Valid from', description: 'The first day.' } },
} as const;

describe('date field', () => {
  it("spec editor: a date gets the browser's date picker with title, help and required mark", () => {
    renderForm(schema, { from: '2026-12-01' });
    const from = screen.getByLabelText(/Valid from/);
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveValue('2026-12-01');
    expect(from).toBeRequired();
    expect(from).toHaveAccessibleDescription('The first day.');
  });

  it('spec editor: picking a day stores it as YYYY-MM-DD at the pointer', () => {
    const { lastChange } = renderForm(schema, {});
    fireEvent.change(screen.getByLabelText(/Valid from/), { target: { value: '2027-01-31' } });
    expect(lastChange()).toEqual({ value: { from: '2027-01-31' }, pointer: '/from' });
  });

  it('spec editor: a stored value that is not a date stays visible as text beside its error', () => {
    renderForm(schema, { from: '31/12/2026' }, [{ path: '/from', message: 'must be a date like 2026-12-01' }]);
    const from = screen.getByRole('textbox', { name: /Valid from/ });
    expect(from).toHaveValue('31/12/2026');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(expect.stringContaining('Must be a date like 2026-12-01'));
  });
});
