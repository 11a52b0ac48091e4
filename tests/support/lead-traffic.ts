import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** One shopper's enquiry as the form sends it, ready to send (and send again, as the form does when no answer came). */
export interface LeadSubmission {
  key: string;
  body: string;
  /** The shopper's address, sent as X-Forwarded-For through a proxy the server trusts (TRUSTED_PROXIES=127.0.0.1). */
  from: string;
  leadId?: string;
}

/** A spam check the site at `siteUrl` signed, solved here as the shopper's device would: what a form sends as `captcha`. */
export async function solvedSpamCheckFrom(siteUrl: string): Promise<string> {
  const challenge = await (await fetch(`${siteUrl}/api/spam-check`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Enquiry number `n` to `site`: its own attempt key, phone and address, and
 * a spam check the site signed, solved here as the shopper's device would.
 */
export async function leadSubmission(base: string, site: string, n: number, tag = 'lead'): Promise<LeadSubmission> {
  const captcha = await solvedSpamCheckFrom(`${base}/sites/${site}`);
  const key = `${tag}-attempt-${String(n).padStart(5, '0')}-${Date.now().toString(36)}`;
  const body = JSON.stringify({
    form: 'enquiry',
    idempotency_key: key,
    name: `Shopper ${n}`,
    email: `shopper${n}@example.com`,
    phone: `0400 ${String(100_000 + n)}`,
    message: `Enquiry number ${n}: is the car still available?`,
    url: '/enquiry',
    captcha,
  });
  return { key, body, from: `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}` };
}

/** Sends one submission: the lead id on 200 or 201; undefined when no answer came (the server died under it); throws on any other answer. */
export async function sendLead(base: string, site: string, submission: LeadSubmission): Promise<string | undefined> {
  let response: Response;
  let answer: { lead_id?: string };
  try {
    response = await fetch(`${base}/sites/${site}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': submission.from },
      body: submission.body,
    });
    answer = (await response.json()) as { lead_id?: string };
  } catch {
    return undefined;
  }
  if (response.status !== 201 && response.status !== 200) throw new Error(`${submission.key} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.lead_id;
}

/** A copy of the demo documents in a folder of its own (for DEALER_CONFIGS_DIR), with `site`'s leads going to `destinations`. */
export function dealerConfigsSendingLeadsTo(site: string, destinations: { emails: string[]; webhookUrl?: string }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dealer-configs-'));
  cpSync(path.join(process.cwd(), 'dealer-configs'), dir, { recursive: true });
  const file = path.join(dir, `${site}.json`);
  const document = JSON.parse(readFileSync(file, 'utf8'));
  document.settings.leadDelivery = destinations;
  writeFileSync(file, JSON.stringify(document, null, 2));
  return dir;
}
