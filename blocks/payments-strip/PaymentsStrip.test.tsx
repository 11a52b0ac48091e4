import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../kit/test-support/site-context';
import paymentsStrip from './index';

/** The text left once the aria-hidden drawings are taken out: what a screen reader reads. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

describe('payments strip block', () => {
  it('spec: shows Mastercard, Visa, Maestro, Google Pay and Apple Pay under "Payments accepted"', () => {
    renderBlock(paymentsStrip);
    const list = screen.getByRole('list', { name: 'Payments accepted' });
    expect(within(list).getAllByRole('listitem').map(spokenText)).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']);
    expect(screen.getByText('Payments accepted')).toBeVisible();
  });

  it('draws each badge inline and hides the drawing from screen readers, which hear the name', () => {
    const { container } = renderBlock(paymentsStrip);
    const badges = container.querySelectorAll('svg[data-payment-method]');
    expect(badges).toHaveLength(5);
    for (const badge of badges) expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows only the methods chosen, in the order chosen', () => {
    renderBlock(paymentsStrip, { methods: ['apple-pay', 'visa'] });
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map(spokenText)).toEqual(['Apple Pay', 'Visa']);
  });

  it('keeps its name for screen readers when the label is hidden', () => {
    renderBlock(paymentsStrip, { showLabel: false, label: 'We accept' });
    expect(screen.getByRole('list', { name: 'We accept' })).toBeInTheDocument();
    expect(screen.queryByText('We accept')).not.toBeInTheDocument();
  });
});
