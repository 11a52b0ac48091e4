import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ajv } from '../../schemas/ajv';
import { pressKey } from '../kit/test-support/keyboard';
import { renderBlock, testSiteContext } from '../kit/test-support/site-context';
import faq from './index';
import { faqDefaults, faqSchema } from './schema';

const ITEMS = [
  { question: 'Do you offer finance?', answer: 'Yes, to approved applicants.\nAsk us for a quote.' },
  { question: 'Can I book a test drive?', answer: 'Book online or call the yard.' },
  { question: 'Do you deliver?', answer: 'Within 50 km of the yard.' },
];

const question = (name: string) => screen.getByRole('button', { name });

describe('FAQ block', () => {
  it('shows the heading and each question as a button under a heading one level below, answers closed', () => {
    renderBlock(faq, { items: ITEMS });
    const region = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(ITEMS.map((item) => item.question));
    for (const item of ITEMS) expect(question(item.question)).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes an answer by keyboard: Enter and Space on the question', () => {
    renderBlock(faq, { items: ITEMS });
    const first = question('Do you offer finance?');
    act(() => first.focus());
    pressKey(first, 'Enter');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(answer).toHaveTextContent('Yes, to approved applicants. Ask us for a quote.');
    pressKey(first, ' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between questions with the arrow keys, Home and End, looping at the ends', () => {
    renderBlock(faq, { items: ITEMS });
    const [first, second, third] = ITEMS.map((item) => question(item.question));
    act(() => first.focus());
    pressKey(first, 'ArrowDown');
    expect(second).toHaveFocus();
    pressKey(second, 'End');
    expect(third).toHaveFocus();
    pressKey(third, 'ArrowDown');
    expect(first).toHaveFocus();
    pressKey(first, 'ArrowUp');
    expect(third).toHaveFocus();
    pressKey(third, 'Home');
    expect(first).toHaveFocus();
  });

  it('keeps the dealer’s words as text, never as markup', () => {
    renderBlock(faq, { items: [{ question: '<b>Bold?</b>', answer: '<img src=x onerror=alert(1)>' }] });
    expect(question('<b>Bold?</b>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows shoppers nothing without questions, and tells the marketer', () => {
    const { container } = renderBlock(faq, { items: [] });
    expect(container.querySelector(':not(style)')).toBeNull();
    renderBlock(faq, { items: [] }, { site: testSiteContext({ mode: 'editor' }) });
    expect(screen.getByRole('note')).toHaveTextContent('This FAQ has no questions yet');
  });

  it('starts a new block with sample questions that fit its schema, and takes up to 40', () => {
    const validate = ajv.compile(faqSchema);
    expect(validate(structuredClone(faqDefaults))).toBe(true);
    expect(faqDefaults.items.length).toBeGreaterThan(0);
    const many = Array.from({ length: 41 }, (_, n) => ({ question: `Question ${n}?`, answer: 'Yes.' }));
    expect(validate({ items: many.slice(0, 40) })).toBe(true);
    expect(validate({ items: many })).toBe(false);
  });
});
