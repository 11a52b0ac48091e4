import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubEditorApi } from '../publishing/test-support/publishing-harness';
import { PlatformSiteForm } from './PlatformSiteForm.client';

const PUT = 'PUT /editor/api/platform/sites/sunshine-toyota';
const site = { slug: 'sunshine-toyota', domains: ['sunshine-toyota.example.com'], dealershipIds: [101], websiteId: 11 };

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  render(
    <MantineProvider>
      <PlatformSiteForm site={site} name="Sunshine Coast Toyota" />
    </MantineProvider>,
  );
}

describe("platform admin: a site's web addresses, dealerships and website number", () => {
  it('admin screen: the fields have labels and their values, and a save sends the typed record', async () => {
    const api = stubEditorApi({ [PUT]: [{ status: 200, body: { ...site, domains: ['sunshine-toyota.example.com', 'www.sunshine.example.com'] } }] });
    renderForm();
    expect(screen.getByRole('textbox', { name: /Dealership numbers/ })).toHaveValue('101');
    expect(screen.getByRole('textbox', { name: /Website number/ })).toHaveValue('11');
    fireEvent.change(screen.getByRole('textbox', { name: /Web addresses/ }), { target: { value: 'sunshine-toyota.example.com\nWWW.sunshine.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Sunshine Coast Toyota' }));
    expect(await screen.findByText(/Saved\. The site answers on these addresses now\./)).toBeInTheDocument();
    expect(api.sent('PUT', '/editor/api/platform/sites/sunshine-toyota')[0].body).toEqual({
      domains: ['sunshine-toyota.example.com', 'www.sunshine.example.com'],
      dealershipIds: [101],
      websiteId: 11,
    });
  });

  it('admin screen: an address another site has is shown on the addresses field in plain words', async () => {
    const message = 'harbour-city-motors.example.com is already the address of the site "harbour-city-motors". Remove it there first.';
    stubEditorApi({ [PUT]: [{ status: 409, body: { error: 'domain-taken', field: '/domains/1', message } }] });
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Web addresses/ }), { target: { value: 'sunshine-toyota.example.com\nharbour-city-motors.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Sunshine Coast Toyota' }));
    const addresses = screen.getByRole('textbox', { name: /Web addresses/ });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(addresses).toHaveAttribute('aria-invalid', 'true');
    expect(addresses).toHaveAccessibleDescription(expect.stringContaining('already the address'));
  });
});
