// @vitest-environment jsdom
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ALLOWED_TAGS } from '../../../blocks/rich-text/allowed-html';
import { sanitizeRichText } from '../../../blocks/rich-text/sanitize';
import { RICH_TEXT_EXTENSIONS } from './extensions';
import { relFor } from './link-address';

// Site paths kept as written, so the sanitiser's output can be compared with the editor's.
const unchanged = (html: string) => sanitizeRichText(html, { href: (path) => path });

let editor: Editor;
afterEach(() => editor.destroy());

function editorWith(html: string): Editor {
  editor = new Editor({ element: document.createElement('div'), extensions: RICH_TEXT_EXTENSIONS, content: html });
  return editor;
}

/** Selects the first run of these words, as the marketer would with the mouse; `cursorOnly` puts the cursor before them. */
function select(words: string, cursorOnly = false) {
  let from = -1;
  editor.state.doc.descendants((node, position) => {
    const at = node.isText ? (node.text ?? '').indexOf(words) : -1;
    if (from < 0 && at >= 0) from = position + at;
  });
  if (from < 0) throw new Error(`No "${words}" in the text`);
  editor.commands.setTextSelection({ from, to: cursorOnly ? from : from + words.length });
}

/** The same elements, attributes and text, whatever order each writes attributes in. */
function sameMarkup(a: string, b: string): boolean {
  const parse = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  };
  return parse(a).isEqualNode(parse(b));
}

function tagsIn(html: string): string[] {
  return [...html.matchAll(/<([a-z][a-z0-9]*)/g)].map((match) => match[1]);
}

describe('rich text editor output', () => {
  it('spec editor: what every toolbar button writes is kept by the site as it is', () => {
    editorWith(
      ['Why buy from us', 'Family owned and local.', 'Free first service', 'Choose a car', 'See finance or Toyota.', 'Open seven days. Call us today.', 'Small print', 'Details']
        .map((line) => `<p>${line}</p>`)
        .join(''),
    );
    const steps: [string, () => boolean][] = [
      ['Why buy from us', () => editor.commands.toggleHeading({ level: 2 })],
      ['Small print', () => editor.commands.toggleHeading({ level: 3 })],
      ['Details', () => editor.commands.toggleHeading({ level: 4 })],
      ['Family owned', () => editor.commands.toggleBold()],
      ['local', () => editor.commands.toggleItalic()],
      ['Free first service', () => editor.commands.toggleBulletList()],
      ['Choose a car', () => editor.commands.toggleOrderedList()],
      ['finance', () => editor.commands.setLink({ href: '/finance', rel: relFor('/finance') })],
      ['Toyota', () => editor.commands.setLink({ href: 'https://www.toyota.com.au', rel: relFor('https://www.toyota.com.au') })],
    ];
    for (const [words, apply] of steps) {
      select(words);
      expect(apply(), words).toBe(true);
    }
    for (const [words, apply] of [['Call us', () => editor.commands.setHardBreak()]] as const) {
      select(words, true);
      expect(apply(), words).toBe(true);
    }
    editor.commands.undo();
    editor.commands.redo();

    const html = editor.getHTML();
    expect(html).toBe(
      '<h2>Why buy from us</h2><p><strong>Family owned</strong> and <em>local</em>.</p>' +
        '<ul><li><p>Free first service</p></li></ul><ol><li><p>Choose a car</p></li></ol>' +
        '<p>See <a href="/finance">finance</a> or <a rel="noopener" href="https://www.toyota.com.au">Toyota</a>.</p>' +
        '<p>Open seven days. <br>Call us today.</p>' +
        '<h3>Small print</h3><h4>Details</h4>',
    );
    expect(sameMarkup(unchanged(html), html)).toBe(true);
  });

  it('spec editor: pasted or stored code, quotes, strike-through, underline, rules and other heading sizes come out as allowed tags only', () => {
    editorWith(
      '<h1>Big</h1><h5>Tiny</h5><blockquote><p>Quoted</p></blockquote><pre><code>code block</code></pre><hr>' +
        '<p><s>struck</s> <u>underlined</u> <code>code</code> <b>bold</b> <i>italic</i> <span style="color:red">red</span></p>' +
        '<p><a href="javascript:alert(1)">bad</a> <a href="http://insecure.example.com">insecure</a></p>',
    );
    const html = editor.getHTML();
    const allowed: readonly string[] = ALLOWED_TAGS;
    expect(tagsIn(html).filter((tag) => !allowed.includes(tag))).toEqual([]);
    expect(html).not.toMatch(/<(h1|h5)|href=/);
    expect(html).toContain('<strong>bold</strong> <em>italic</em>');
    expect(sameMarkup(unchanged(html), html)).toBe(true);
  });

  it('refuses a link the site would not keep, whatever asks for it', () => {
    editorWith('<p>Offers</p>');
    select('Offers');
    expect(editor.commands.setLink({ href: 'javascript:alert(1)' })).toBe(false);
    expect(editor.commands.setLink({ href: 'http://insecure.example.com' })).toBe(false);
    expect(editor.getHTML()).toBe('<p>Offers</p>');
  });
});
