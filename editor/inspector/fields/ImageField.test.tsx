import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promoCardSchema } from '../../../blocks/promo-card/schema';
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
