import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { footerSchema } from '../../../blocks/footer/schema';
import { fieldId } from '../field-id';
import { renderForm, TEST_ID_PREFIX } from '../test-support/render-form';

describe('object field', () => {
  it('spec editor: a nested object is a fieldset with its title as legend and help', () => {
    renderForm(footerSchema, { phoneLabels: { override: 'Sales' } });
    const labels = screen.getByRole('group', { name: 'Phone labels' });
    expect(labels).toHaveAttribute('id', fieldId(TEST_ID_PREFIX, '/phoneLabels'));
    expect(labels).toHaveAccessibleDescription("What each of the dealer's numbers is called where they are listed.");
    expect(within(labels).getByRole('textbox', { name: 'Main number' })).toHaveValue('Sales');
  });

  it('spec editor: editing inside gives the whole value, keeping the siblings, and the nested pointer', () => {
    const { lastChange } = renderForm(footerSchema, { address: '1 Beach Rd', phoneLabels: { override: 'Sales' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Used cars number' }), { target: { value: 'Pre-owned' } });
    expect(lastChange()).toEqual({
      value: { address: '1 Beach Rd', phoneLabels: { override: 'Sales', used: 'Pre-owned' } },
      pointer: '/phoneLabels/used',
    });
  });

  it('creates a missing nested object when one of its fields is filled in', () => {
    const { lastChange } = renderForm(footerSchema, {});
    fireEvent.change(screen.getByRole('textbox', { name: 'Demo cars number' }), { target: { value: 'Demos' } });
    expect(lastChange().value).toEqual({ phoneLabels: { demo: 'Demos' } });
  });

  it('spec editor: errors show at their nested field, and a key the schema does not know is named at its object', () => {
    renderForm(footerSchema, { phoneLabels: { new: '', extra: 1 } }, [
      { path: '/phoneLabels/new', message: 'must not be empty' },
      { path: '/phoneLabels/extra', message: 'is not a known field here' },
    ]);
    expect(screen.getByRole('textbox', { name: 'New cars number' })).toHaveAccessibleDescription('Must not be empty');
    expect(screen.getByRole('group', { name: 'Phone labels' })).toHaveTextContent('“extra” is not a known field here');
  });
});
