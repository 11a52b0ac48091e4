import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../test-support/render-form';

const schema = {
  type: 'object',
  properties: {
    subheading: { type: 'string', title: 'Subheading', description: 'Under the heading.', maxLength: 300 },
    styles: { type: 'string', title: 'Styles', contentMediaType: 'text/css', maxLength: 5000 },
    note: { type: 'string', title: 'Note', maxLength: 40, 'x-editor': { widget: 'textarea' } },
    label: { type: 'string', title: 'Label', maxLength: 40 },
  },
} as const;

describe('textarea field', () => {
  it('spec editor: long text, code and the textarea hint get a text area with title and help', () => {
    renderForm(schema, { subheading: 'New, used and demo cars' });
    const subheading = screen.getByRole('textbox', { name: 'Subheading' });
    expect(subheading.tagName).toBe('TEXTAREA');
    expect(subheading).toHaveValue('New, used and demo cars');
    expect(subheading).toHaveAccessibleDescription('Under the heading.');
    expect(screen.getByRole('textbox', { name: 'Styles' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'Note' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'Label' }).tagName).toBe('INPUT');
  });

  it('spec editor: edits keep line breaks and name the changed pointer; errors show inline', () => {
    const { lastChange, showErrors } = renderForm(schema);
    fireEvent.change(screen.getByRole('textbox', { name: 'Styles' }), { target: { value: 'h2 {}\np {}' } });
    expect(lastChange()).toEqual({ value: { styles: 'h2 {}\np {}' }, pointer: '/styles' });
    showErrors([{ path: '/subheading', message: 'must be at most 300 characters' }]);
    const subheading = screen.getByRole('textbox', { name: 'Subheading' });
    expect(subheading).toHaveAttribute('aria-invalid', 'true');
    expect(subheading).toHaveAccessibleDescription(expect.stringContaining('Must be at most 300 characters'));
  });
});
