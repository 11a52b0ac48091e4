import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocalMailbox, type MailboxEmail, type WaitingDelivery } from './LocalMailbox';

const email: MailboxEmail = {
  id: 1,
  site_slug: 'sunshine-toyota',
  sent_from: 'Dealer Sites <leads@dealer-sites.example>',
  sent_to: 'leads@sunshine-toyota.example.com',
  subject: 'Enquiry from Sam Shopper: 2021 Toyota Corolla',
  text_body: "Enquiry from Sunshine Coast Toyota's website\n\nName: Sam Shopper",
  adf_xml: '<?xml version="1.0"?><adf><prospect/></adf>',
  created_at: '2026-11-22T01:02:03.000Z',
};
const gaveUp: WaitingDelivery = {
  lead_id: 'lead-9',
  destination: 'webhook:https://crm.example.com/leads',
  site_slug: 'harbour-city-motors',
  attempts: 60,
  next_attempt_at: '2026-11-21T00:00:00.000Z',
  gave_up_at: '2026-11-23T00:00:00.000Z',
  last_error: 'The webhook answered 503.',
};

function renderMailbox(props: Partial<Parameters<typeof LocalMailbox>[0]> = {}) {
  return render(
    <MantineProvider>
      <LocalMailbox inUse emails={[email]} waiting={[gaveUp]} {...props} />
    </MantineProvider>,
  );
}

describe('the local mailbox screen', () => {
  it('admin screen: says plainly that this is the local mailbox and nothing was sent', () => {
    renderMailbox();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing here was sent');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This is the local mailbox: no SMTP server is configured (SMTP_URL), so these lead emails were kept here and nothing was sent.',
    );
  });

  it('admin screen: each kept email shows its subject, addresses, summary and ADF file', () => {
    renderMailbox();
    const kept = screen.getByRole('article');
    expect(within(kept).getByRole('heading', { name: email.subject })).toBeInTheDocument();
    expect(kept).toHaveTextContent('To leads@sunshine-toyota.example.com, from Dealer Sites <leads@dealer-sites.example>, for sunshine-toyota, kept 2026-11-22 01:02 UTC');
    expect(kept).toHaveTextContent('Name: Sam Shopper');
    expect(within(kept).getByText('ADF file for the CRM')).toBeInTheDocument();
  });

  it('admin screen: a delivery given up shows where, how many tries and the last error', () => {
    renderMailbox();
    const waiting = screen.getByRole('heading', { name: 'Deliveries not made yet' }).parentElement!;
    expect(waiting).toHaveTextContent('webhook:https://crm.example.com/leads');
    expect(waiting).toHaveTextContent('Given up 2026-11-23 00:00 UTC');
    expect(waiting).toHaveTextContent('harbour-city-motors, lead lead-9, 60 tries: The webhook answered 503.');
  });

  it('admin screen: empty lists say so', () => {
    renderMailbox({ emails: [], waiting: [] });
    expect(screen.getByText('Every lead has reached every destination.')).toBeInTheDocument();
    expect(screen.getByText('No lead email has been kept yet.')).toBeInTheDocument();
  });
});
