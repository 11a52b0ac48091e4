import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heroBannerSchema } from '../../../blocks/hero-banner/schema';
import { paymentsStripSchema } from '../../../blocks/payments-strip/schema';
import { fieldId } from '../field-id';
import { renderForm, TEST_ID_PREFIX } from '../test-support/render-form';

const buttons = [
  { label: 'Browse our stock', href: '/search', emphasis: 'primary' },
  { label: 'Apply for finance', href: '/finance', emphasis: 'secondary' },
];

describe('array field', () => {
  it('spec editor: a list is a group with its title; object items fold under a header with their summary', () => {
    renderForm(heroBannerSchema, { heading: 'Hi', buttons });
    const list = screen.getByRole('group', { name: 'Buttons' });
    const headers = within(list).getAllByRole('button', { expanded: false });
    expect(headers.map((h) => h.textContent)).toEqual(['▸Button 1Browse our stock', '▸Button 2Apply for finance']);
    fireEvent.click(headers[1]);
    expect(headers[1]).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('group', { name: /Button 2/ })).getByRole('textbox', { name: /Label/ })).toHaveValue('Apply for finance');
  });

  it("spec editor: adding an item applies the item schema's defaults and opens it", () => {
    const { lastChange } = renderForm(heroBannerSchema, { heading: 'Hi', buttons: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Add button to Buttons' }));
    expect(lastChange()).toEqual({ value: { heading: 'Hi', buttons: [{ label: '', href: '', emphasis: 'primary' }] }, pointer: '/buttons' });
    fireEvent.change(screen.getByRole('textbox', { name: /Label/ }), { target: { value: 'Call us' } });
    expect(lastChange()).toEqual({ value: { heading: 'Hi', buttons: [{ label: 'Call us', href: '', emphasis: 'primary' }] }, pointer: '/buttons/0/label' });
  });

  it('spec editor: items move up and down and are removed by labelled buttons', () => {
    const { lastChange } = renderForm(heroBannerSchema, { heading: 'Hi', buttons });
    fireEvent.click(screen.getByRole('button', { name: 'Move Button 2 up' }));
    expect(lastChange()).toEqual({ value: { heading: 'Hi', buttons: [buttons[1], buttons[0]] }, pointer: '/buttons' });
    expect(screen.getByRole('button', { name: 'Move Button 1 up' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Move Button 1 down' }));
    expect(lastChange().value.buttons).toEqual(buttons);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Button 1' }));
    expect(lastChange().value.buttons).toEqual([buttons[1]]);
    expect(screen.getByRole('group', { name: 'Buttons' })).toHaveFocus();
  });

  it('spec editor: a moved item keeps its open state', () => {
    renderForm(heroBannerSchema, { heading: 'Hi', buttons });
    fireEvent.click(screen.getByRole('button', { name: /Button 1/, expanded: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Button 1 down' }));
    expect(screen.getByRole('button', { name: /Button 2.*Browse our stock/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Button 1.*Apply for finance/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('spec editor: a list of choices adds the first one not taken and stops at its maximum', () => {
    const { lastChange } = renderForm(heroBannerSchema, { heading: 'Hi', buttons: [buttons[0]] });
    expect(screen.getByRole('button', { name: 'Add button to Buttons' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Add button to Buttons' }));
    expect(screen.getByRole('button', { name: 'Add button to Buttons' })).toBeDisabled();
    expect(lastChange().value.buttons).toHaveLength(2);

    const strip = renderForm(paymentsStripSchema, { methods: ['mastercard', 'visa'] });
    fireEvent.click(within(strip.container).getByRole('button', { name: 'Add payment method to Payment methods' }));
    expect(strip.lastChange()).toEqual({ value: { methods: ['mastercard', 'visa', 'maestro'] }, pointer: '/methods' });
    expect(within(strip.container).getByRole('combobox', { name: 'Payment method 3' })).toHaveDisplayValue('Maestro');
  });

  it("spec editor: errors show inline at the item's field, on the list, and as a count on a folded item", () => {
    const { showErrors } = renderForm(heroBannerSchema, { heading: 'Hi', buttons });
    showErrors([
      { path: '/buttons', message: 'must have at most 2 items' },
      { path: '/buttons/1/label', message: 'must not be empty' },
      { path: '/buttons/1/href', message: 'is required' },
    ]);
    expect(screen.getByRole('group', { name: 'Buttons' })).toHaveAccessibleDescription('Must have at most 2 items');
    const second = screen.getByRole('button', { name: /Button 2/, expanded: false });
    expect(second).toHaveTextContent('2 errors');
    expect(screen.getByRole('button', { name: /Button 1/, expanded: false })).not.toHaveTextContent('error');
    fireEvent.click(second);
    expect(screen.getByRole('textbox', { name: /Label/ })).toHaveAccessibleDescription('Must not be empty');
    expect(screen.getByRole('combobox', { name: /Goes to/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('an item that already has errors when the form opens starts open, so an error link can reach its field', () => {
    renderForm(heroBannerSchema, { heading: 'Hi', buttons }, [{ path: '/buttons/0/label', message: 'must not be empty' }]);
    expect(screen.getByRole('textbox', { name: /Label/ })).toHaveAccessibleDescription('Must not be empty');
  });

  it("spec editor: a link to a field inside a folded item (an error list's #id) opens the item so the field can take focus", () => {
    renderForm(heroBannerSchema, { heading: 'Hi', buttons });
    const id = fieldId(TEST_ID_PREFIX, '/buttons/1/label');
    expect(document.getElementById(id)).toBeNull();
    const link = document.body.appendChild(document.createElement('a'));
    link.href = `#${id}`;
    link.textContent = 'Button 2 label: must not be empty';
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(screen.getByRole('button', { name: /Button 2/, expanded: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Button 1/, expanded: false })).toBeInTheDocument();
    expect(document.getElementById(id)).toHaveValue('Apply for finance');
    link.remove();
  });
});
