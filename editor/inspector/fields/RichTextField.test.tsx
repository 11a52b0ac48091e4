import type { Editor } from '@tiptap/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { richTextSchema } from '../../../blocks/rich-text/schema';
import { SchemaForm } from '../SchemaForm.client';
import { renderForm, TEST_ID_PREFIX } from '../test-support/render-form';

/** The Tiptap editor behind a typing area: Tiptap hangs it on the element it edits. */
function editorOf(typingArea: HTMLElement): Editor {
  return (typingArea as HTMLElement & { editor: Editor }).editor;
}

function typingArea() {
  return screen.getByRole('textbox', { name: 'Text' });
}

/** What a marketer's keystrokes do: ProseMirror reads typing from the browser's input events, which jsdom does not make. */
function type(text: string) {
  act(() => {
    editorOf(typingArea()).chain().focus('end').insertContent(text).run();
  });
}

const TOOLBAR = ['Bold', 'Italic', 'Add or change link', 'Remove link', 'Bulleted list', 'Numbered list', 'Large heading', 'Medium heading', 'Small heading', 'Undo', 'Redo'];

describe('rich text field', () => {
  it('spec editor: formatted text gets a typing area named by its title, with its help and a button for each format', () => {
    renderForm(richTextSchema, { html: '<h2>Why buy from us</h2><p>Every car is inspected.</p>' });
    const area = typingArea();
    expect(area).toHaveAttribute('contenteditable', 'true');
    expect(area).toHaveAccessibleDescription(richTextSchema.properties.html.description);
    expect(within(area).getByRole('heading', { level: 2, name: 'Why buy from us' })).toBeInTheDocument();
    for (const name of TOOLBAR) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /code|underline|strike|quote/i })).not.toBeInTheDocument();
  });

  it('spec editor: typing and the Bold button write the block text', () => {
    const { lastChange, onChange } = renderForm(richTextSchema, { html: '<p>Every car is inspected.</p>' });
    expect(onChange).not.toHaveBeenCalled();
    type(' Drive away today.');
    expect(lastChange()).toEqual({ value: { html: '<p>Every car is inspected. Drive away today.</p>' }, pointer: '/html' });

    act(() => {
      editorOf(typingArea()).commands.selectAll();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(lastChange().value).toEqual({ html: '<p><strong>Every car is inspected. Drive away today.</strong></p>' });

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(lastChange().value).toEqual({ html: '<p>Every car is inspected. Drive away today.</p>' });
  });

  it('spec editor: Ctrl+I makes the selected words italic', () => {
    const { lastChange } = renderForm(richTextSchema, { html: '<p>Local</p>' });
    act(() => {
      editorOf(typingArea()).commands.selectAll();
    });
    fireEvent.keyDown(typingArea(), { key: 'i', code: 'KeyI', ctrlKey: true });
    expect(lastChange().value).toEqual({ html: '<p><em>Local</em></p>' });
  });

  it('spec editor: emptying the text stores no text, not an empty paragraph', () => {
    const { lastChange } = renderForm(richTextSchema, { html: '<p>Gone soon</p>' });
    act(() => {
      editorOf(typingArea()).commands.clearContent(true);
    });
    expect(lastChange().value).toEqual({ html: '' });
  });

  it('spec editor: a link to a page of the site is saved; an address the site would drop is refused in plain words', async () => {
    const { lastChange, onChange } = renderForm(richTextSchema, { html: '<p>See our finance offers</p>' });
    act(() => {
      const editor = editorOf(typingArea());
      editor.commands.setTextSelection({ from: 9, to: 16 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add or change link' }));
    const address = await screen.findByRole('textbox', { name: 'Link to' });
    fireEvent.change(address, { target: { value: 'http://finance.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Use the secure address, starting with https://'));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining("This link can't be used."));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(address, { target: { value: '/finance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(lastChange().value).toEqual({ html: '<p>See our <a href="/finance">finance</a> offers</p>' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(lastChange().value).toEqual({ html: '<p>See our finance offers</p>' });
  });

  it('spec editor: text with a table or a picture stays in the code box, with a note saying why', () => {
    const html = '<p>Hours</p><table><tbody><tr><td>Mon</td></tr></tbody></table><p><img src="https://cdn.example.com/a.jpg" alt="Showroom"></p>';
    const { lastChange } = renderForm(richTextSchema, { html });
    const box = screen.getByRole('textbox', { name: 'Text' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveValue(html);
    expect(box).toHaveAccessibleDescription(expect.stringContaining('This text has a table and a picture, which the formatting buttons would lose'));
    expect(screen.queryByRole('button', { name: 'Bold' })).not.toBeInTheDocument();

    // Taking the table out does not swap the box under the cursor.
    fireEvent.change(box, { target: { value: '<p>Hours</p>' } });
    expect(lastChange().value).toEqual({ html: '<p>Hours</p>' });
    expect(screen.getByRole('textbox', { name: 'Text' }).tagName).toBe('TEXTAREA');
  });

  it('spec editor: errors show under the typing area and are read with it', () => {
    const { showErrors } = renderForm(richTextSchema, { html: '<p>Hi</p>' });
    showErrors([{ path: '/html', message: 'must be at most 50000 characters' }]);
    expect(typingArea()).toHaveAttribute('aria-invalid', 'true');
    expect(typingArea()).toHaveAccessibleDescription(expect.stringContaining('Must be at most 50000 characters'));
  });

  it('spec editor: a change from elsewhere (undo in the editor) replaces what is shown, without writing it back', () => {
    const onChange = vi.fn();
    const form = (html: string) => (
      <MantineProvider env="test">
        <SchemaForm schema={richTextSchema} value={{ html }} onChange={onChange} idPrefix={TEST_ID_PREFIX} />
      </MantineProvider>
    );
    const { rerender } = render(form('<p>First</p>'));
    expect(typingArea()).toHaveTextContent('First');
    rerender(form('<h2>Second</h2>'));
    expect(within(typingArea()).getByRole('heading', { level: 2, name: 'Second' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
