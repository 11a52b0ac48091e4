import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg-sanitiser';

const svg = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inside}</svg>`;

describe('SVG sanitising', () => {
  it('security: removes scripts, event handlers and foreign objects with everything inside them', () => {
    const clean = sanitiseSvg(
      svg(
        '<script>alert(1)</script><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hello<script>alert(2)</script></div></foreignObject><rect width="5" height="5" onclick="alert(3)"/>',
        ' onload="alert(4)"',
      ),
    );
    expect(clean).not.toMatch(/script|alert|foreignObject|hello|onload|onclick/i);
    expect(clean).toContain('<rect width="5" height="5">');
  });

  it('security: drops links and references outside the picture (javascript:, data:, other files), keeping #references', () => {
    const clean = sanitiseSvg(
      svg(
        '<a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a><use xlink:href="javascript:alert(2)"/><use href="https://evil.example/x.svg#a"/><image href="data:image/png;base64,AAAA"/>' +
          '<linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><use href="#g"/><rect fill="url(#g)" style="fill: url(https://evil.example/track)" width="2" height="2"/>',
      ),
    );
    expect(clean).not.toMatch(/javascript|evil|data:|<a\b|<image/i);
    expect(clean).toContain('<use href="#g">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<linearGradient id="g">');
  });

  it('security: a style sheet that loads something or could close itself is dropped; a plain one is kept', () => {
    expect(sanitiseSvg(svg('<style>@import url(https://evil.example/a.css);</style>'))).not.toContain('evil');
    expect(sanitiseSvg(svg('<style>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</style>'))).not.toMatch(/<script/);
    expect(sanitiseSvg(svg('<style>.a { fill: red }</style>'))).toContain('<style>.a { fill: red }</style>');
  });

  it('security: the XML declaration and a DOCTYPE with entities go; the root keeps the SVG namespace and its case-sensitive names', () => {
    const clean = sanitiseSvg('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol">]><svg viewBox="0 0 4 4"><clipPath id="c"><rect width="1" height="1"/></clipPath></svg>');
    expect(clean).toBe('<svg viewBox="0 0 4 4" xmlns="http://www.w3.org/2000/svg"><clipPath id="c"><rect width="1" height="1"></rect></clipPath></svg>');
  });

  it('what is not an SVG drawing at all comes back empty', () => {
    expect(sanitiseSvg('<html><body><script>alert(1)</script></body></html>')).toBe('');
  });
});
