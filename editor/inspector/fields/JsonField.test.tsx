import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../test-support/render-form';
import { JSON_HELP } from './JsonField';

const schema = {
  type: 'object',
  properties: {
    extra: { title: 'Extra data', description: 'Anything.', anyOf: [{ type: 'string' }, { type: 'number' }] },
  },
} as const;

describe('JSON fallback field', () => {
  it('spec editor: a shape without a widget is shown as JSON rather than left out', () => {
    const { container } = renderForm(schema, { extra: 'yes' });
    const extra = screen.getByRole('textbox', { name: 'Extra data' });
    expect(extra).toHaveValue('"yes"');
    expect(extra).toHaveAccessibleDescription(`Anything. ${JSON_HELP}`);
    expect(container.querySelectorAll('[data-field-kind="json"]')).toHaveLength(1);
  });

  it("applies valid JSON at its pointer and keeps invalid text in the box with the parser's message", () => {
    const { lastChange, onChange } = renderForm(schema, {});
    const extra = screen.getByRole('textbox', { name: 'Extra data' });
    fireEvent.change(extra, { target: { value: '42' } });
    expect(lastChange()).toEqual({ value: { extra: 42 }, pointer: '/extra' });
    fireEvent.change(extra, { target: { value: '{"a":' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(extra).toHaveValue('{"a":');
    expect(extra).toHaveAttribute('aria-invalid', 'true');
    expect(extra).toHaveAccessibleDescription(expect.stringContaining('Not valid JSON'));
  });

  it("spec editor: shows the validator's errors inline", () => {
    renderForm(schema, { extra: true }, [{ path: '/extra', message: 'must be text or a number' }]);
    expect(screen.getByRole('textbox', { name: 'Extra data' })).toHaveAccessibleDescription(expect.stringContaining('Must be text or a number'));
  });
});
