import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeSchema } from '../../../schemas/theme';
import { renderForm } from '../test-support/render-form';
import { NAME_TAKEN } from './RecordField';

const brand = ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1c7ed6', '#1971c2', '#1864ab'];

// Dozens of Mantine inputs per form: slow on a busy machine.
describe('record field (the theme palette)', { timeout: 20_000 }, () => {
  it("spec editor: each named entry is edited with the value's own widgets (ten colours)", () => {
    renderForm(themeSchema, { palette: { brand } });
    const palette = screen.getByRole('group', { name: 'Your own colours' });
    expect(within(palette).getByRole('textbox', { name: /Name/ })).toHaveValue('brand');
    const colours = within(screen.getByRole('group', { name: /Your own colours: brand/ })).getAllByRole('textbox');
    expect(colours).toHaveLength(10);
    expect(colours[0]).toHaveValue('#e7f5ff');
  });

  it('spec editor: adds an entry with a full default value, renames it in place and removes it', () => {
    const { lastChange, onChange } = renderForm(themeSchema, { palette: { brand } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an entry to Your own colours' }));
    expect(lastChange()).toEqual({ value: { palette: { brand, new: Array(10).fill('#000000') } }, pointer: '/palette' });
    const names = screen.getAllByRole('textbox', { name: /Name/ });
    fireEvent.change(names[1], { target: { value: 'accent' } });
    expect(Object.keys(lastChange().value.palette as object)).toEqual(['brand', 'accent']);
    const changes = onChange.mock.calls.length;
    fireEvent.change(names[1], { target: { value: 'brand' } });
    expect(names[1]).toHaveAccessibleDescription(NAME_TAKEN);
    expect(onChange).toHaveBeenCalledTimes(changes);
    expect(Object.keys(lastChange().value.palette as object)).toEqual(['brand', 'accent']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove brand from Your own colours' }));
    expect(Object.keys(lastChange().value.palette as object)).toEqual(['accent']);
  });

  it("spec editor: shows a colour's error inline inside its entry, the shade named with its place in ten", () => {
    renderForm(themeSchema, { palette: { brand: [...brand.slice(0, 9), 'blue'] } }, [
      { path: '/palette/brand/9', message: 'must be a colour code like #1a2b3c (a # and six digits or letters a to f), or pick one' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Shade 10 of 10' })).toHaveAccessibleDescription(expect.stringContaining('Must be a colour code like #1a2b3c'));
  });
});
