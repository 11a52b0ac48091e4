// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { listedInWords, whatTheButtonsCannotKeep } from './unkeepable-content';

describe('what the formatting buttons cannot keep', () => {
  it('spec editor: names tables, pictures, other heading sizes and links the buttons cannot make', () => {
    expect(whatTheButtonsCannotKeep('<p>Hours</p><table><tbody><tr><td>Mon</td></tr></tbody></table><p><img src="https://cdn.example.com/a.jpg" alt=""></p>')).toEqual([
      'a table',
      'a picture',
    ]);
    expect(whatTheButtonsCannotKeep('<h1>Welcome</h1>')).toEqual(['a heading size the buttons do not offer']);
    expect(whatTheButtonsCannotKeep('<p><a href="mailto:sales@bayside.com.au">Email us</a></p>')).toEqual(['an email, phone or other link the buttons cannot make']);
  });

  it('spec editor: text the buttons can write, and tags the site drops anyway, need no code view', () => {
    expect(whatTheButtonsCannotKeep('')).toEqual([]);
    expect(whatTheButtonsCannotKeep('Just words')).toEqual([]);
    expect(
      whatTheButtonsCannotKeep(
        '<h2>Why</h2><p><b>Local</b> <i>family</i> <a href="/finance">finance</a> <a href="https://x.com.au" target="_blank">x</a><br></p><ul><li>One</li></ul><ol><li>Two</li></ol>',
      ),
    ).toEqual([]);
    expect(whatTheButtonsCannotKeep('<div><span style="color:red">Hi</span></div><script>alert(1)</script>')).toEqual([]);
  });

  it('lists in words', () => {
    expect(listedInWords(['a table'])).toBe('a table');
    expect(listedInWords(['a table', 'a picture'])).toBe('a table and a picture');
    expect(listedInWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
