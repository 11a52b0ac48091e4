import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../test-support/render-form';

const schema = {
  type: 'object',
  properties: {
    showPhones: { type: 'boolean', title: 'Show phone numbers', description: 'One tap to call.', default: true },
    excluded: { type: 'boolean', default: false },
  },
} as const;

describe('boolean field', () => {
  it('spec editor: a switch with title and help, showing the default while unset', () => {
    renderForm(schema, {});
    const phones = screen.getByRole('switch', { name: 'Show phone numbers' });
    expect(phones).toBeChecked();
    expect(phones).toHaveAccessibleDescription('One tap to call.');
    expect(screen.getByRole('switch', { name: 'Excluded' })).not.toBeChecked();
  });

  it('spec editor: toggling gives true or false at its pointer', () => {
    const { lastChange } = renderForm(schema, {});
    fireEvent.click(screen.getByRole('switch', { name: 'Show phone numbers' }));
    expect(lastChange()).toEqual({ value: { showPhones: false }, pointer: '/showPhones' });
    fireEvent.click(screen.getByRole('switch', { name: 'Excluded' }));
    expect(lastChange()).toEqual({ value: { showPhones: false, excluded: true }, pointer: '/excluded' });
  });

  it('spec editor: shows its error inline', () => {
    renderForm(schema, { excluded: 'yes' }, [{ path: '/excluded', message: 'must be true or false' }]);
    const excluded = screen.getByRole('switch', { name: 'Excluded' });
    expect(excluded).toHaveAttribute('aria-invalid', 'true');
    expect(excluded).toHaveAccessibleDescription('Must be true or false');
  });
});
