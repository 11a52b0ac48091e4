import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import { linkTargetField } from '../../../blocks/kit/fields/link-target-field';
import { dealerSchema } from '../../../schemas/dealer';
import { editorTestDocument } from '../../document/test-support/editor-documents';
import { createEditorStore } from '../../state/editor-store';
import { renderForm } from '../test-support/render-form';
import { noSuchPageWords } from './SiteLinkField';

const schema = {
  type: 'object',
  properties: { href: linkTargetField('Goes to'), social: dealerSchema.properties.social },
} as const;

/** The editor's test site: Home (/), Special offers (/special-offers) and a car page with a :parameter. */
function siteStore() {
  const document = editorTestDocument();
  document.pages.push({ id: 'car', path: '/cars/:slug', title: 'Car', seo: { noindex: false }, layout: true, blocks: [] });
  return createEditorStore(registry, document);
}

describe('url field', () => {
  it('spec editor: a link target takes a site path or an address, with its help; a full address uses type url', () => {
    renderForm(schema, { href: '/special-offers' }, [], siteStore());
    const href = screen.getByRole('combobox', { name: 'Goes to' });
    expect(href).toHaveValue('/special-offers');
    expect(href).toHaveAttribute('inputmode', 'url');
    expect(href).toHaveAccessibleDescription(expect.stringContaining('A page of this site'));
    expect(screen.getByRole('textbox', { name: 'Facebook url' })).toHaveAttribute('type', 'url');
  });

  it("editor links: the site's pages are listed by name and path, found by either, and picking one sets its path", () => {
    const { lastChange } = renderForm(schema, {}, [], siteStore());
    const href = screen.getByRole('combobox', { name: 'Goes to' });
    fireEvent.focus(href);
    fireEvent.change(href, { target: { value: 'offers' } });
    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Special offers/special-offers']);
    fireEvent.click(options[0]);
    expect(lastChange()).toEqual({ value: { href: '/special-offers' }, pointer: '/href' });
  });

  it('editor links: a page reached through a :parameter (a car) is not offered as a link', () => {
    renderForm(schema, {}, [], siteStore());
    const href = screen.getByRole('combobox', { name: 'Goes to' });
    fireEvent.focus(href);
    fireEvent.change(href, { target: { value: '/' } });
    const offered = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(offered.map((option) => option.textContent)).not.toContainEqual(expect.stringContaining(':slug'));
    expect(offered.length).toBeGreaterThanOrEqual(2);
  });

  it('editor links: a site path no page answers is flagged; a page, a car under a :parameter page, and an outside address are not', () => {
    const { showErrors } = renderForm(schema, { href: '/specials' }, [], siteStore());
    const href = () => screen.getByRole('combobox', { name: 'Goes to' });
    expect(href()).toHaveAttribute('aria-invalid', 'true');
    expect(href()).toHaveAccessibleDescription(expect.stringContaining(noSuchPageWords('/specials')));
    for (const fine of ['/special-offers?sort=price', '/cars/2024-toyota-corolla', 'https://toyota.com.au']) {
      fireEvent.change(href(), { target: { value: fine } });
      showErrors([]);
      expect(href()).not.toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('spec editor: edits give the address at the pointer, nested ones too; emptying unsets an optional link', () => {
    const { lastChange } = renderForm(schema, { href: '/special-offers' }, [], siteStore());
    fireEvent.change(screen.getByRole('textbox', { name: 'Facebook url' }), { target: { value: 'https://facebook.com/sunshine' } });
    expect(lastChange()).toEqual({ value: { href: '/special-offers', social: { facebook_url: 'https://facebook.com/sunshine' } }, pointer: '/social/facebook_url' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Goes to' }), { target: { value: '' } });
    expect(lastChange().value).toEqual({ social: { facebook_url: 'https://facebook.com/sunshine' } });
  });

  it('spec editor: shows its error inline, before any missing-page warning', () => {
    renderForm(schema, { href: 'finance' }, [{ path: '/href', message: 'must start with / for a page on this site, or https:// for another site' }], siteStore());
    const href = screen.getByRole('combobox', { name: 'Goes to' });
    expect(href).toHaveAttribute('aria-invalid', 'true');
    expect(href).toHaveAccessibleDescription(expect.stringContaining('Must start with / for a page on this site'));
  });
});
