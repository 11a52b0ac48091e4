import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import { themeSchema, FONT_LIST_PATTERN } from '../../../schemas/theme';
import { editorTestDocument } from '../../document/test-support/editor-documents';
import { createEditorStore } from '../../state/editor-store';
import { fieldKindOf } from '../field-kind';
import { FONT_CHOICES } from '../font-choices';
import { renderForm } from '../test-support/render-form';
import { unknownColourWords } from './ThemeColourField';

const NAVY = ['#e7ecf5', '#c9d3e8', '#a6b6d8', '#8299c8', '#5f7cb8', '#4667a8', '#34568f', '#274474', '#1b3259', '#10213e'];

function siteStore() {
  const document = editorTestDocument();
  document.theme = { ...document.theme, primaryColor: 'brandNavy', palette: { brandNavy: NAVY }, headerBackground: '#ffffff', footerBackground: '#10213e' };
  return createEditorStore(registry, document);
}

const schema = {
  type: 'object',
  properties: { primaryColor: themeSchema.properties.primaryColor, fontFamily: themeSchema.properties.fontFamily, headerText: themeSchema.properties.headerText },
} as const;

describe('theme fields', () => {
  it('editor pickers: the main colour is picked from the theme, fonts from a list', () => {
    expect(fieldKindOf(themeSchema.properties.primaryColor)).toBe('theme-colour');
    expect(fieldKindOf(themeSchema.properties.fontFamily)).toBe('font');
    expect(fieldKindOf(themeSchema.properties.headingFontFamily)).toBe('font');
  });

  it("editor pickers: the main colour lists the dealer's own colours first, then the built-in ones, and picking stores the name", () => {
    const { lastChange } = renderForm(schema, { primaryColor: 'brandNavy' }, [], siteStore());
    const picker = screen.getByRole('combobox', { name: 'Main colour' });
    expect(picker).toHaveValue('brandNavy');
    fireEvent.click(picker);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('brandNavy');
    expect(options).toContain('grape');
    fireEvent.click(screen.getByRole('option', { name: 'grape' }));
    expect(lastChange()).toEqual({ value: expect.objectContaining({ primaryColor: 'grape' }), pointer: '/primaryColor' });
  });

  it.each(['brandTeal', 'toString'])('editor pickers: a main colour the theme does not have (%s) is flagged', (name) => {
    renderForm(schema, { primaryColor: name }, [], siteStore());
    const picker = screen.getByRole('combobox', { name: 'Main colour' });
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(expect.stringContaining(unknownColourWords(name)));
  });

  it("editor pickers: a colour field offers the main colour's shades and the header and footer colours as swatches", () => {
    renderForm(schema, { headerText: '#1a1b1e' }, [], siteStore());
    fireEvent.focus(screen.getByRole('textbox', { name: 'Header text colour' }));
    for (const colour of [NAVY[0], NAVY[9], '#ffffff']) expect(screen.getByRole('button', { name: colour })).toBeInTheDocument();
  });

  it('editor pickers: every offered font list passes the theme schema, and picking one by name stores the list', () => {
    for (const choice of FONT_CHOICES) expect(choice.fonts).toMatch(new RegExp(FONT_LIST_PATTERN));
    const { lastChange } = renderForm(schema, { fontFamily: 'Georgia, serif' }, [], siteStore());
    const font = screen.getByRole('combobox', { name: 'Font' });
    fireEvent.focus(font);
    fireEvent.click(screen.getByRole('option', { name: /^Verdana/ }));
    expect(lastChange()).toEqual({ value: expect.objectContaining({ fontFamily: FONT_CHOICES[2].fonts }), pointer: '/fontFamily' });
  });
});
