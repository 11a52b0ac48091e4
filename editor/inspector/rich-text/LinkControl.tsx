import { Button, Group, Popover, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useEditorState } from '@tiptap/react';
import { type FormEvent, useId, useState } from 'react';
import { LINK_ADDRESS_HELP, linkAddressProblem, relFor } from './link-address';

/** Tabler's link icon, the one Mantine's own link button shows (its icons are not exported). */
function LinkIcon({ style }: { style: React.CSSProperties }) {
  return (
    <svg style={style} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M9 15l6 -6" />
      <path d="M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464" />
      <path d="M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463" />
    </svg>
  );
}

/**
 * Makes the selected words a link, or changes the link the cursor is in.
 * Mantine's own link button takes any address; this one refuses, in plain
 * words, what the site would not keep, instead of a link that silently
 * vanishes from the page.
 */
export function LinkControl() {
  const { editor } = useRichTextEditorContext();
  const inputId = useId();
  const [opened, setOpened] = useState(false);
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string>();
  const active = useEditorState({ editor, selector: ({ editor: current }) => Boolean(current?.isActive('link')) });

  function open() {
    setAddress(editor?.getAttributes('link').href ?? '');
    setProblem(undefined);
    setOpened(true);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const href = address.trim();
    const refused = linkAddressProblem(href);
    if (refused) {
      setProblem(refused);
      return;
    }
    setOpened(false);
    if (!editor) return;
    const link = { href, rel: relFor(href) };
    const chain = editor.chain().focus().extendMarkRange('link');
    // With no words selected, the address itself becomes the link's words.
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: link }] }).run();
    else chain.setLink(link).run();
  }

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withinPortal shadow="md" position="bottom" zIndex={10_000}>
      <Popover.Target>
        <RichTextEditor.Control aria-label="Add or change link" title="Add or change link" active={active ?? false} onClick={open}>
          <LinkIcon style={{ width: 16, height: 16 }} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={save} noValidate>
          <TextInput
            id={inputId}
            label="Link to"
            description={LINK_ADDRESS_HELP}
            placeholder="/finance"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={address}
            error={problem}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
              setProblem(undefined);
            }}
          />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" size="xs">
              Save link
            </Button>
          </Group>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
