import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldId } from '../field-id';
import { renderForm, TEST_ID_PREFIX } from '../test-support/render-form';

const schema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', title: 'Dealer name', description: 'As shoppers see it.', minLength: 1 },
    nickname: { type: 'string' },
    contactEmail: { type: 'string', format: 'email' },
    heading: { type: 'string', title: 'Heading', default: 'Featured vehicles' },
  },
} as const;

describe('text field', () => {
  it('spec editor: labels with the title (or the name in words), help from the description, required marked', () => {
    renderForm(schema, { name: 'Sunshine Toyota' });
    const name = screen.getByRole('textbox', { name: /Dealer name/ });
    expect(name).toHaveValue('Sunshine Toyota');
    expect(name).toBeRequired();
    expect(name).toHaveAccessibleDescription('As shoppers see it.');
    expect(name).toHaveAttribute('id', fieldId(TEST_ID_PREFIX, '/name'));
    expect(screen.getByRole('textbox', { name: 'Nickname' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Contact email' })).toHaveAttribute('type', 'email');
  });

  it('spec editor: typing gives the whole next value and the changed pointer', () => {
    const { lastChange } = renderForm(schema, { name: 'Sunshine', nickname: 'Sunny' });
    fireEvent.change(screen.getByRole('textbox', { name: /Dealer name/ }), { target: { value: 'Sunshine Toyota' } });
    expect(lastChange()).toEqual({ value: { name: 'Sunshine Toyota', nickname: 'Sunny' }, pointer: '/name' });
  });

  it('emptying an optional field without a default unsets it; a field with a default keeps the empty text', () => {
    const { lastChange } = renderForm(schema, { name: 'A', nickname: 'Sunny', heading: 'Cars' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nickname' }), { target: { value: '' } });
    expect(lastChange().value).toEqual({ name: 'A', heading: 'Cars' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Heading' }), { target: { value: '' } });
    expect(lastChange().value).toEqual({ name: 'A', heading: '' });
  });

  it('spec editor: shows its errors inline, tied to the input', () => {
    renderForm(schema, { name: '' }, [{ path: '/name', message: 'must not be empty' }]);
    const name = screen.getByRole('textbox', { name: /Dealer name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Must not be empty'));
    expect(screen.getByRole('textbox', { name: 'Nickname' })).not.toHaveAttribute('aria-invalid');
  });
});
