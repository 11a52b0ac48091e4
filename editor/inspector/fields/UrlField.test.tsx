import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealerSchema } from '../../../schemas/dealer';
import { linkTargetField } from '../../../blocks/kit/fields/link-target-field';
import { renderForm } from '../test-support/render-form';

const schema = {
  type: 'object',
  properties: { href: linkTargetField('Goes to'), social: dealerSchema.properties.social },
} as const;

describe('url field', () => {
  it('spec editor: a link target takes a site path or an address, with its help; a full address uses type url', () => {
    renderForm(schema, { href: '/finance' });
    const href = screen.getByRole('textbox', { name: 'Goes to' });
    expect(href).toHaveValue('/finance');
    expect(href).toHaveAttribute('type', 'text');
    expect(href).toHaveAttribute('inputmode', 'url');
    expect(href).toHaveAccessibleDescription(expect.stringContaining('A page of this site'));
    expect(screen.getByRole('textbox', { name: 'Facebook url' })).toHaveAttribute('type', 'url');
  });

  it('spec editor: edits give the address at the pointer, nested ones too; emptying unsets an optional link', () => {
    const { lastChange } = renderForm(schema, { href: '/finance' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Facebook url' }), { target: { value: 'https://facebook.com/sunshine' } });
    expect(lastChange()).toEqual({ value: { href: '/finance', social: { facebook_url: 'https://facebook.com/sunshine' } }, pointer: '/social/facebook_url' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Goes to' }), { target: { value: '' } });
    expect(lastChange().value).toEqual({ social: { facebook_url: 'https://facebook.com/sunshine' } });
  });

  it('spec editor: shows its error inline', () => {
    renderForm(schema, { href: 'finance' }, [{ path: '/href', message: 'must start with / for a page on this site, or https:// for another site' }]);
    const href = screen.getByRole('textbox', { name: 'Goes to' });
    expect(href).toHaveAttribute('aria-invalid', 'true');
    expect(href).toHaveAccessibleDescription(expect.stringContaining('Must start with / for a page on this site'));
  });
});
