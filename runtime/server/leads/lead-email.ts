import { createHash } from 'node:crypto';
import { leadAsAdf } from './adf-xml';
import { answersOf, type DeliveredLead, FORM_TITLES, otherAnswerLines, pageAddressOf, vehicleTitle } from './delivered-lead';
import { tradeInSummaryLines } from './trade-in-facts';

/** One lead email to one address, as any mail provider sends it. */
export interface LeadEmail {
  /** The same for every send of this lead to this address, so a receiver can drop a repeat. */
  messageId: string;
  leadId: string;
  siteSlug: string;
  from: string;
  to: string;
  /** The shopper, so the dealer's reply goes straight to them. */
  replyTo?: string;
  subject: string;
  /** The summary a person reads. */
  text: string;
  /** The ADF document CRMs import, attached as `adfFileName`. */
  adfXml: string;
  adfFileName: string;
}

/** What sends a lead email: an SMTP server, or the local mailbox where none is configured. */
export interface LeadMailProvider {
  readonly kind: 'smtp' | 'local-mailbox';
  /** Resolves once the message is accepted; throws otherwise (the delivery is tried again later). */
  send(email: LeadEmail): Promise<void>;
}

/**
 * A Message-ID made from the lead and the address alone: a lead sent twice
 * to one address (a crash between the send and recording it) carries the
 * same id both times, which mail systems and CRMs use to drop the repeat.
 */
export function leadMessageId(leadId: string, address: string, from: string): string {
  const addressHash = createHash('sha256').update(address.toLowerCase()).digest('hex').slice(0, 16);
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'dealer-sites.invalid';
  return `<lead-${leadId}.${addressHash}@${domain}>`;
}

function summaryText(delivered: DeliveredLead): string {
  const { lead, dealer, vehicle } = delivered;
  const answers = answersOf(lead);
  const name = [answers.name, answers.last_name].filter(Boolean).join(' ');
  const vehicleLine = vehicle
    ? [`${vehicleTitle(vehicle)} (${vehicle.car_type}`, vehicle.stocknum && `, stock ${vehicle.stocknum}`, `, ${vehicle.km.toLocaleString('en-AU')} km)`].filter(Boolean).join('')
    : undefined;
  return [
    `${FORM_TITLES[lead.form]} from ${dealer.name}'s website`,
    '',
    `Name: ${name}`,
    `Email: ${answers.email ?? ''}`,
    `Phone: ${answers.phone ?? ''}`,
    ...(answers.postcode ? [`Postcode: ${answers.postcode}`] : []),
    ...(answers.message ? ['', 'Message:', answers.message] : []),
    '',
    ...(vehicleLine ? [`Vehicle: ${vehicleLine}`] : lead.car_id !== null ? [`Vehicle: car ${lead.car_id} (no longer in stock)`] : []),
    ...(delivered.tradeIn ? tradeInSummaryLines(delivered.tradeIn) : []),
    ...otherAnswerLines(lead),
    `Sent from: ${pageAddressOf(delivered)}`,
    '',
    `Lead ${lead.id}, received ${new Date(lead.created_at).toISOString()}.`,
    'The attached ADF file carries this lead for your CRM.',
    '',
  ].join('\n');
}

/** The email one address gets about one lead: a summary for a person, the ADF file for the CRM. */
export function leadEmail(delivered: DeliveredLead, to: string, from: string): LeadEmail {
  const { lead, dealer, vehicle, tradeIn } = delivered;
  const answers = answersOf(lead);
  const shopper = [answers.name, answers.last_name].filter(Boolean).join(' ');
  // The car the lead is about; for a trade-in with no car of the stock in mind, the shopper's own.
  const about = vehicle ? vehicleTitle(vehicle) : tradeIn?.vehicle ? `trade-in ${vehicleTitle(tradeIn.vehicle)}` : undefined;
  return {
    messageId: leadMessageId(lead.id, to, from),
    leadId: lead.id,
    siteSlug: dealer.slug,
    from,
    to,
    replyTo: answers.email,
    // A header is one line: a line break typed into a name must not start another header.
    subject: `${FORM_TITLES[lead.form]} from ${shopper}${about ? `: ${about}` : ''}`.replace(/\s+/g, ' ').trim(),
    text: summaryText(delivered),
    adfXml: leadAsAdf(delivered),
    adfFileName: `lead-${lead.id}.adf.xml`,
  };
}
