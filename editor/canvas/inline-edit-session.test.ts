// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { editInPlace } from './inline-edit-session';

function heading(text: string): HTMLElement {
  document.body.innerHTML = `<section data-block-id="hero"><h1 tabindex="-1">${text}</h1></section>`;
  return document.body.querySelector('h1') as HTMLElement;
}

function typeInto(element: HTMLElement, text: string) {
  element.textContent = text;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('editInPlace (issue 13, inline editing)', () => {
  it('makes the text editable, reports every change, and ends on Enter', () => {
    const element = heading('Winter sale');
    const onChange = vi.fn();
    const onEnd = vi.fn();
    editInPlace({ element, prop: 'heading' }, { onChange, onEnd });
    expect(element.getAttribute('contenteditable')).toBe('plaintext-only');
    expect(document.activeElement).toBe(element);
    typeInto(element, 'Winter sales');
    expect(onChange).toHaveBeenLastCalledWith('Winter sales');
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(element.hasAttribute('contenteditable')).toBe(false);
  });

  it('puts the words back on Escape', () => {
    const element = heading('Winter sale');
    const onChange = vi.fn();
    const onEnd = vi.fn();
    editInPlace({ element, prop: 'heading' }, { onChange, onEnd });
    typeInto(element, 'Wint');
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(element.textContent).toBe('Winter sale');
    expect(onChange).toHaveBeenLastCalledWith('Winter sale');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('ends once when the text loses focus, and again from outside changes nothing', () => {
    const element = heading('Winter sale');
    const onEnd = vi.fn();
    const end = editInPlace({ element, prop: 'heading' }, { onChange: vi.fn(), onEnd });
    element.dispatchEvent(new FocusEvent('blur'));
    end();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('Shift+Enter does not end the edit', () => {
    const element = heading('Winter sale');
    const onEnd = vi.fn();
    editInPlace({ element, prop: 'heading' }, { onChange: vi.fn(), onEnd });
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, bubbles: true }));
    expect(onEnd).not.toHaveBeenCalled();
  });
});
