import { RichTextEditor } from '@mantine/tiptap';
import { LinkControl } from './LinkControl';

/**
 * Button names a marketer would use, read out by screen readers and shown as
 * tooltips; Mantine's defaults ("Ordered list", "Heading 2") are a developer's.
 */
export const TOOLBAR_LABELS = {
  boldControlLabel: 'Bold',
  italicControlLabel: 'Italic',
  unlinkControlLabel: 'Remove link',
  bulletListControlLabel: 'Bulleted list',
  orderedListControlLabel: 'Numbered list',
  h2ControlLabel: 'Large heading',
  h3ControlLabel: 'Medium heading',
  h4ControlLabel: 'Small heading',
  undoControlLabel: 'Undo',
  redoControlLabel: 'Redo',
};

/** Only what the site keeps (extensions.ts): emphasis, links, lists, three heading sizes, and undo. */
export function RichTextToolbar() {
  return (
    <RichTextEditor.Toolbar>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <LinkControl />
        <RichTextEditor.Unlink />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H2 />
        <RichTextEditor.H3 />
        <RichTextEditor.H4 />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
