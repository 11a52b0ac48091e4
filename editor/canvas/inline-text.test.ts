// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { inlineTextAt } from './inline-text';

function canvas(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-block-id]') as HTMLElement;
}

const at = (selector: string) => document.body.querySelector(selector) as HTMLElement;

describe('inlineTextAt: text edited where it stands on the canvas (issue 13, inline editing)', () => {
  it('finds the heading a click landed in, and the prop it shows', () => {
    const block = canvas('<section data-block-id="hero"><h1><span id="word">Winter</span> sale</h1><p>Every car serviced</p></section>');
    const found = inlineTextAt(at('#word'), block, { heading: 'Winter sale', text: 'Every car serviced', align: 'left' });
    expect(found?.prop).toBe('heading');
    expect(found?.element.tagName).toBe('H1');
  });

  it('matches the whole text only, trimmed: a price made from a number is no prop', () => {
    const block = canvas('<section data-block-id="card"><p id="price">$24,990</p><p id="label">  Drive away  </p></section>');
    expect(inlineTextAt(at('#price'), block, { price: 24990, label: 'Drive away' })).toBeUndefined();
    expect(inlineTextAt(at('#label'), block, { price: 24990, label: 'Drive away' })?.prop).toBe('label');
  });

  it('leaves text two props share to the inspector', () => {
    const block = canvas('<section data-block-id="promo"><h2 id="title">Service</h2></section>');
    expect(inlineTextAt(at('#title'), block, { title: 'Service', buttonText: 'Service' })).toBeUndefined();
  });

  it('never edits a block in a slot through its container', () => {
    const block = canvas('<section data-block-id="columns"><div data-block-id="inner"><h2 id="inner-heading">Our team</h2></div></section>');
    expect(inlineTextAt(at('#inner-heading'), block, { heading: 'Our team' })).toBeUndefined();
  });

  it('leaves rich text (HTML) and empty props alone', () => {
    const block = canvas('<section data-block-id="text"><p id="para">Open every day</p></section>');
    expect(inlineTextAt(at('#para'), block, { html: '<p>Open every day</p>', note: '' })).toBeUndefined();
  });

  it('stops at the block: the whole block showing one prop is not a text element of its own', () => {
    const block = canvas('<section data-block-id="quote" id="quote"><img alt=""></section>');
    expect(inlineTextAt(at('#quote'), block, { caption: 'x' })).toBeUndefined();
  });
});
