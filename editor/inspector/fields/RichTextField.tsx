// Beside the editor rather than in the root layout with Mantine's core styles: that layout also serves every shopper's page.
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { type Editor, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldProps } from '../field-props';
import { clearedValue, inputPropsFor } from '../input-props';
import { RICH_TEXT_EXTENSIONS } from '../rich-text/extensions';
import { RichTextToolbar, TOOLBAR_LABELS } from '../rich-text/RichTextToolbar';
import { listedInWords, whatTheButtonsCannotKeep } from '../rich-text/unkeepable-content';
import { useIsClient } from '../use-is-client';
import { TextareaField } from './TextareaField';
import { textOf } from './TextField';

/** What the editor holds, as the block stores it: nothing typed is '', not an empty paragraph. */
function storedText(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * Screen readers name and describe the typing area by the field's label,
 * help and error, as they do a Mantine input (ids from Input.Wrapper), and
 * an error list's link to the field lands in it.
 */
function typingAreaAttributes(id: string, description: string | undefined, error: string | undefined, required: boolean): Record<string, string> {
  const describedBy = [error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(' ');
  return {
    id,
    'aria-multiline': 'true',
    'aria-labelledby': `${id}-label`,
    ...(describedBy && { 'aria-describedby': describedBy }),
    ...(error && { 'aria-invalid': 'true' }),
    ...(required && { 'aria-required': 'true' }),
  };
}

function FormattedTextEditor(props: FieldProps) {
  const inputProps = inputPropsFor(props);
  const text = textOf(props.value);
  // What this editor wrote last: the store's echo of it is not news to put back in.
  const written = useRef(text);
  const latest = useRef(props);
  latest.current = props;

  const { id, description, error, required } = inputProps;
  // Kept the same object while unchanged: Tiptap compares options on every render.
  const editorProps = useMemo(() => ({ attributes: typingAreaAttributes(id, description, error, required) }), [id, description, error, required]);
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: text,
    // The inspector renders only in the browser; Tiptap would otherwise wait a render in case of hydration.
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: changed }) => {
      const html = storedText(changed);
      written.current = html;
      const current = latest.current;
      current.actions.set(current.pointer, html === '' ? clearedValue(current) : html);
    },
  });

  // A change from elsewhere (undo in the editor's menu, another block's paste) replaces what is shown.
  useEffect(() => {
    if (!editor || text === written.current || text === storedText(editor)) return;
    written.current = text;
    editor.commands.setContent(text, { emitUpdate: false });
  }, [editor, text]);

  return (
    <Input.Wrapper {...inputProps} labelProps={{ onClick: () => editor?.commands.focus() }}>
      <RichTextEditor editor={editor} labels={TOOLBAR_LABELS} mt={inputProps.description ? 5 : 0}>
        <RichTextToolbar />
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/**
 * Formatted text (schema `contentMediaType: 'text/html'`) written with
 * buttons, never as code. Text holding what the buttons cannot make (a table,
 * a picture) stays in the plain code box, with a note saying why, rather than
 * losing it on the first keystroke; it stays there while the block is open,
 * so the box does not swap under the marketer's cursor.
 */
export function RichTextField(props: FieldProps) {
  const isClient = useIsClient();
  const text = textOf(props.value);
  const cannotKeep = useMemo(() => (isClient ? whatTheButtonsCannotKeep(text) : []), [isClient, text]);
  const [plain, setPlain] = useState(cannotKeep.length > 0);
  if (cannotKeep.length > 0 && !plain) setPlain(true);

  // The browser's HTML parser decides which box to show; until it is there, the label alone.
  if (!isClient) return <Input.Wrapper {...inputPropsFor(props)} />;
  if (!plain) return <FormattedTextEditor {...props} />;
  const note = cannotKeep.length
    ? `This text has ${listedInWords(cannotKeep)}, which the formatting buttons would lose, so it is shown as web page code. Change the words between the <…> marks with care.`
    : 'The formatting buttons come back when this block is opened again.';
  return <TextareaField {...props} extraHelp={note} />;
}
