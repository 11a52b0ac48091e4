import { fireEvent, screen, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { promoCardSchema } from '../../../blocks/promo-card/schema';
import { pageSchema } from '../../../schemas/page';
import { stubPicture } from '../../media/test-support/stub-pictures';
import { siteSlugAtom } from '../../publishing/site-address';
import { fieldId } from '../field-id';
import { renderForm, TEST_ID_PREFIX } from '../test-support/render-form';

describe('image field', () => {
  it('spec editor: a picture is a group named by its title, with address, description for screen readers and a preview', () => {
    renderForm(promoCardSchema, { image: { url: 'https://cdn.example.com/tint.jpg', alt: 'A tinted car' } });
    const group = screen.getByRole('group', { name: 'Picture' });
    expect(group).toHaveAccessibleDescription('Shown at the top of the card.');
    expect(screen.getByRole('textbox', { name: /Image address/ })).toHaveValue('https://cdn.example.com/tint.jpg');
    const alt = screen.getByRole('textbox', { name: 'Description for screen readers' });
    expect(alt).toHaveValue('A tinted car');
    expect(alt).toHaveAccessibleDescription('What the picture shows; leave empty only when it is decoration.');
    expect(screen.getByTestId('image-preview')).toHaveAttribute('src', 'https://cdn.example.com/tint.jpg');
  });

  it('spec editor: typing an address makes the picture; emptying both fields removes it', () => {
    const { lastChange } = renderForm(promoCardSchema, { title: 'Sale' });
    expect(screen.queryByTestId('image-preview')).toBeNull();
    const url = screen.getByRole('textbox', { name: /Image address/ });
    fireEvent.change(url, { target: { value: '/images/sale.jpg' } });
    expect(lastChange()).toEqual({ value: { title: 'Sale', image: { url: '/images/sale.jpg' } }, pointer: '/image' });
    expect(screen.getByTestId('image-preview')).toHaveAttribute('src', '/images/sale.jpg');
    fireEvent.change(url, { target: { value: '' } });
    expect(lastChange().value).toEqual({ title: 'Sale' });
  });

  it("spec editor: shows the address's error inline and the group's own errors on the group", () => {
    renderForm(promoCardSchema, { image: { url: 'http://x', alt: '' } }, [
      { path: '/image/url', message: 'must start with / for a picture on this site, or https:// for one on another site' },
      { path: '/image', message: 'must be an object' },
    ]);
    const url = screen.getByRole('textbox', { name: /Image address/ });
    expect(url).toHaveAttribute('id', fieldId(TEST_ID_PREFIX, '/image/url'));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription('Must start with / for a picture on this site, or https:// for one on another site');
    expect(screen.getByRole('group', { name: 'Picture' })).toHaveAccessibleDescription(expect.stringContaining('Must be an object'));
  });
});

describe("image field: the site's pictures", () => {
  const showroom = stubPicture('e', { alt: 'Our showroom at dusk' });
  afterEach(() => {
    getDefaultStore().set(siteSlugAtom, '');
    vi.unstubAllGlobals();
  });

  function editingSunshine() {
    getDefaultStore().set(siteSlugAtom, 'sunshine-toyota');
    const fetched = vi.fn(async () => Response.json({ media: [showroom] }));
    vi.stubGlobal('fetch', fetched);
    return fetched;
  }

  it("spec editor: Choose picture opens the site's pictures; choosing one sets the address and its description", async () => {
    const fetched = editingSunshine();
    const { lastChange } = renderForm(promoCardSchema, { title: 'Sale', image: { url: 'https://cdn.example.com/old.jpg', alt: 'Old' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Picture' })).getByRole('button', { name: 'Choose picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Our showroom at dusk' }));
    expect(fetched).toHaveBeenCalledWith('/editor/api/sites/sunshine-toyota/media', expect.anything());
    expect(lastChange()).toEqual({ value: { title: 'Sale', image: { url: showroom.url, alt: 'Our showroom at dusk' } }, pointer: '/image' });
    // The preview of a library picture comes from the editor's own address, small.
    expect(screen.getByTestId('image-preview')).toHaveAttribute('src', `/editor/api/sites/sunshine-toyota/media/${showroom.id}?w=160`);
    // An address on another site can still be typed.
    fireEvent.change(screen.getByRole('textbox', { name: /Image address/ }), { target: { value: 'https://cdn.example.com/new.jpg' } });
    expect(lastChange().value).toEqual({ title: 'Sale', image: { url: 'https://cdn.example.com/new.jpg', alt: 'Our showroom at dusk' } });
  });

  it("the page's sharing picture, an address alone, is chosen the same way", async () => {
    editingSunshine();
    const sharing = { type: 'object', properties: { ogImage: pageSchema.properties.seo.properties.ogImage } } as const;
    const { lastChange } = renderForm(sharing, {});
    const group = screen.getByRole('group', { name: 'Picture when shared' });
    expect(within(group).queryByRole('textbox', { name: 'Description for screen readers' })).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'Choose picture' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Our showroom at dusk' }));
    expect(lastChange()).toEqual({ value: { ogImage: showroom.url }, pointer: '/ogImage' });
    fireEvent.change(within(group).getByRole('textbox', { name: /Image address/ }), { target: { value: '' } });
    expect(lastChange().value).toEqual({});
  });

  it('outside the editor (no site known) there is no picker, only the address', () => {
    renderForm(promoCardSchema, { title: 'Sale' });
    expect(screen.queryByRole('button', { name: 'Choose picture' })).toBeNull();
  });
});
