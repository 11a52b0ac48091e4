import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeSchema } from '../../../schemas/theme';
import { renderForm } from '../test-support/render-form';

// Dozens of Mantine inputs per form: slow on a busy machine.
describe('colour field', { timeout: 20_000 }, () => {
  it('spec editor: a colour (the shared colour pattern) gets a colour input with its help, in dealer words', () => {
    renderForm(themeSchema, { headerBackground: '#ffffff' });
    const header = screen.getByRole('textbox', { name: 'Header background colour' });
    expect(header).toHaveValue('#ffffff');
    expect(header).toHaveAccessibleDescription('Pick one, or type its code, like #1a2b3c.');
    expect(header.closest('.mantine-ColorInput-root')).not.toBeNull();
  });

  it("spec editor: typing a colour gives it at the field's pointer", () => {
    const { lastChange } = renderForm(themeSchema, { headerBackground: '#ffffff' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Footer text colour' }), { target: { value: '#1a2b3c' } });
    expect(lastChange()).toEqual({ value: { headerBackground: '#ffffff', footerText: '#1a2b3c' }, pointer: '/footerText' });
  });

  it("keeps text that is not a colour yet, even after leaving the field, and shows the validator's message", () => {
    const { lastChange, showErrors } = renderForm(themeSchema, {});
    const header = screen.getByRole('textbox', { name: 'Header background colour' });
    fireEvent.change(header, { target: { value: 'navy' } });
    fireEvent.blur(header);
    expect(lastChange().value).toEqual({ headerBackground: 'navy' });
    showErrors([{ path: '/headerBackground', message: 'must be a colour code like #1a2b3c (a # and six digits or letters a to f), or pick one' }]);
    expect(header).toHaveValue('navy');
    expect(header).toHaveAttribute('aria-invalid', 'true');
    expect(header).toHaveAccessibleDescription(expect.stringContaining('Must be a colour code like #1a2b3c'));
  });
});
