import type { InlineText } from './inline-text';

interface EditCallbacks {
  /** The whole text as it now stands, after every change. */
  onChange: (value: string) => void;
  /** The edit is over: the element is plain text again. */
  onEnd: () => void;
}

/** Shown round the text being edited, in the editor's blue. */
const EDITING_OUTLINE = '2px solid #1c7ed6';

/**
 * Makes a block's text editable where it stands on the canvas (issue 13,
 * inline editing): plain text only, selected whole, each change reported.
 * Enter or leaving the text ends the edit; Escape puts the words back as
 * they were and ends it. Returns a function that ends it from outside.
 */
export function editInPlace({ element }: InlineText, { onChange, onEnd }: EditCallbacks): () => void {
  const original = element.textContent ?? '';
  const outline = element.style.outline;
  let ended = false;

  const end = () => {
    if (ended) return;
    ended = true;
    element.removeEventListener('input', changed);
    element.removeEventListener('keydown', keyed);
    element.removeEventListener('blur', end);
    element.removeAttribute('contenteditable');
    element.style.outline = outline;
    onEnd();
  };
  const changed = () => onChange(element.textContent ?? '');
  const keyed = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      end();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      element.textContent = original;
      onChange(original);
      end();
    }
  };

  element.setAttribute('contenteditable', 'plaintext-only');
  element.style.outline = EDITING_OUTLINE;
  element.addEventListener('input', changed);
  element.addEventListener('keydown', keyed);
  element.addEventListener('blur', end);
  element.focus();
  const selection = element.ownerDocument.getSelection();
  if (selection) {
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(element);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  return end;
}
