import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../kit/test-support/site-context';
import { siteWith } from '../kit/vehicle-card/test-support/render-card';
import phoneReveal from './index';

describe('phone number block', () => {
  it('shows the label and the number masked until revealed', () => {
    const { container } = renderBlock(phoneReveal, { label: 'Sales' }, { data: { phone: '(03) 9555 0100' } });
    expect(screen.getByText('Sales')).toBeInTheDocument();
    expect(container).toHaveTextContent('(03) XXXX XXXX');
    fireEvent.click(screen.getByRole('button', { name: 'Show number: Sales' }));
    expect(screen.getByRole('link', { name: 'Call Sales on (03) 9555 0100' })).toHaveAttribute('href', 'tel:0395550100');
  });

  it("records a reveal against the page's car, on the site's own address", async () => {
    const send = vi.fn(async () => Response.json({ recorded: true, car_id: 4101, reveals: 1 }, { status: 201 }));
    vi.stubGlobal('fetch', send);
    renderBlock(phoneReveal, { source: 'car' }, { data: { phone: '03 9555 0122', car: { id: 4101, dealership_id: 101, name: '2024 Toyota Corolla SX' } } });
    fireEvent.click(screen.getByRole('button', { name: /Show number/ }));
    expect(send).toHaveBeenCalledWith(
      '/sites/bayside-motors/api/phone-reveals',
      expect.objectContaining({ body: JSON.stringify({ car_id: 4101, dealership_id: 101, website_id: 7 }) }),
    );
    vi.unstubAllGlobals();
  });

  it('shows the whole number at once where the dealer has phone reveal off', () => {
    renderBlock(phoneReveal, { label: 'Sales' }, { data: { phone: '(03) 9555 0100' }, site: siteWith({ settings: { phoneReveal: { enabled: false } } }) });
    expect(screen.getByRole('link', { name: '(03) 9555 0100' })).toHaveAttribute('href', 'tel:0395550100');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('spec detail §8: shows nothing without a number, logging a warning only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { output } = renderBlock(phoneReveal, { label: 'Parts' }, { data: {} });
    expect(output).toBeNull();
    expect(warn).toHaveBeenCalledWith('No phone available for the "Parts" number on bayside-motors');
    warn.mockRestore();
  });
});
