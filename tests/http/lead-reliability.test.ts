import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERIES_PER_CLAIM } from '../../runtime/server/leads/lead-delivery-worker';
import { readMail, startSmtpReceiver } from '../../runtime/server/leads/test-support/smtp-receiver';
import { siteWebhookKey, verifyLeadSignature } from '../../runtime/server/leads/webhook-signature';
import { type AppServer, startAppServer } from '../support/app-server';
import { dealerConfigsSendingLeadsTo, type LeadSubmission, leadSubmission, sendLead } from '../support/lead-traffic';

/**
 * Issue "Forms and leads", what must hold: 200 concurrent lead submissions
 * against the real server process; the dealer's webhook down for the first
 * half; the server killed (SIGKILL) in the middle and started again on the
 * same database. Afterwards every accepted lead is stored once and reaches
 * the loopback SMTP receiver and the webhook, signatures verifying; none
 * lost, none duplicated.
 *
 * "Delivered once" is as a receiver sees it that drops a repeat of the same
 * Message-ID (email) or Idempotency-Key (webhook): a crash in the moment
 * between a destination accepting a lead and the outbox recording it can
 * make the restarted server send that one again (no outbox can close that
 * window), so repeats are also counted, and must be rare and carry the same
 * ids. Nothing else may repeat, and nothing may be missing.
 */
const SUBMISSIONS = 200;
const SITE = 'westside-used-cars';
const PLATFORM_SECRET = 'reliability-test-webhook-secret-0123456789abcdef';
/** A whole minute for what takes seconds: a hang guard on a busy machine, not a timing. */
const DELIVERED_WITHIN_MS = 120_000;

interface WebhookCall {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** The dealer's CRM: answers 503 while `down`, and keeps every call with what it answered. */
async function startCrm() {
  const calls: WebhookCall[] = [];
  const state = { down: true };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A sender killed mid-request resets the connection; nothing arrived, nothing is kept.
    request.on('error', () => undefined);
    request.on('end', () => {
      const answered = state.down ? 503 : 200;
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      response.writeHead(answered, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    calls,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A database of its own on the PostgreSQL server the suite runs against, so these servers share nothing with the other test files. */
async function ownPostgresDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lead_reliability_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let crm: Awaited<ReturnType<typeof startCrm>>;
let configsDir: string;
let dataDir: string;
let database: { url: string; drop: () => Promise<void> } | undefined;
let env: Record<string, string>;
const servers: AppServer[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  crm = await startCrm();
  // The demo documents, with Westside's leads going to an inbox and the CRM's webhook.
  configsDir = dealerConfigsSendingLeadsTo(SITE, { emails: ['sales@westside-used-cars.example.com'], webhookUrl: crm.url });
  dataDir = mkdtempSync(path.join(tmpdir(), 'dealer-reliability-'));
  if (process.env.DATABASE_URL) database = await ownPostgresDatabase(process.env.DATABASE_URL);
  env = {
    DEALER_CONFIGS_DIR: configsDir,
    SMTP_URL: smtp.url,
    LEAD_WEBHOOK_SECRET: PLATFORM_SECRET,
    // The CRM listens on loopback, which production refuses unless allowed.
    ALLOW_PRIVATE_WEBHOOKS: '1',
    BETTER_AUTH_SECRET: 'reliability-test-session-secret-0123456789abcdef',
    // Each submission comes from an address of its own (X-Forwarded-For through this trusted proxy), as 200 shoppers would.
    TRUSTED_PROXIES: '127.0.0.1',
    // A crashed server's claims come back after 5 s, not 2 minutes; a CRM back up hears within seconds, not 30.
    LEAD_DELIVERY_LEASE_SECONDS: '5',
    LEAD_FIRST_RETRY_SECONDS: '1',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
}, 180_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  await smtp?.close();
  await crm?.close();
  await database?.drop();
  for (const dir of [configsDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

async function startServer(): Promise<AppServer> {
  const server = await startAppServer({ env, dataDir });
  servers.push(server);
  return server;
}

async function waitFor(what: string, done: () => boolean): Promise<void> {
  const deadline = Date.now() + DELIVERED_WITHIN_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Not within ${DELIVERED_WITHIN_MS} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const countBy = <T>(items: readonly T[], keyOf: (item: T) => string | undefined) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

describe(`lead reliability (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${SUBMISSIONS} concurrent leads, the CRM down for the first half, the server killed in the middle`, () => {
  it('every accepted lead is stored once and delivered once to the email inbox and to the webhook, signatures verifying; none lost, none duplicated', async () => {
    const first = await startServer();
    const submissions: LeadSubmission[] = [];
    for (let n = 0; n < SUBMISSIONS; n++) submissions.push(await leadSubmission(first.url, SITE, n, 'reliability'));

    // All at once; when half have been answered, the server is killed under the rest and the CRM comes back up.
    let answered = 0;
    let killing: Promise<void> | undefined;
    await Promise.all(
      submissions.map(async (submission) => {
        submission.leadId = await sendLead(first.url, SITE, submission);
        if (submission.leadId !== undefined && ++answered === SUBMISSIONS / 2) {
          killing = first.kill();
          crm.state.down = false;
        }
      }),
    );
    await killing;
    const unanswered = submissions.filter((submission) => submission.leadId === undefined);
    expect(unanswered.length, 'the kill came before every answer').toBeGreaterThan(0);

    // A shopper whose page got no answer sends the same attempt again (the form does, with the same key), to the restarted server.
    const second = await startServer();
    for (const submission of unanswered) submission.leadId = await sendLead(second.url, SITE, submission);
    const accepted = submissions.map((submission) => submission.leadId);
    expect(accepted.every((id) => id !== undefined)).toBe(true);
    // Stored once: 200 attempts, 200 different leads, and each attempt sent again is the same lead.
    expect(new Set(accepted).size).toBe(SUBMISSIONS);
    for (const submission of submissions.slice(0, 20)) expect(await sendLead(second.url, SITE, submission)).toBe(submission.leadId);

    const leadIds = new Set(accepted as string[]);
    const mails = () => smtp.received.map((mail) => readMail(mail.raw));
    const acceptedCalls = () => crm.calls.filter((call) => call.answered === 200);
    await waitFor('every lead in the inbox', () => new Set(mails().map((mail) => mail.leadId)).size === SUBMISSIONS);
    await waitFor('every lead at the CRM', () => new Set(acceptedCalls().map((call) => call.headers['x-lead-id'])).size === SUBMISSIONS);

    // Nothing that was not a stored lead arrived anywhere.
    expect(new Set(mails().map((mail) => mail.leadId))).toEqual(leadIds);
    expect(new Set(acceptedCalls().map((call) => String(call.headers['x-lead-id'])))).toEqual(leadIds);

    // Every webhook call is signed with the site's key, over its body.
    const key = siteWebhookKey(PLATFORM_SECRET, SITE);
    for (const call of crm.calls) {
      expect(verifyLeadSignature({ key, body: call.body, header: String(call.headers['x-lead-signature']) })).toBe(true);
    }
    // The CRM was really down for the first half: leads it refused were delivered later.
    expect(crm.calls.some((call) => call.answered === 503)).toBe(true);

    // Once each, as a receiver that drops repeated ids sees it; a repeat (the crash's own window) carries the same id, and only a claim the crash held can repeat.
    const perMessageId = countBy(mails(), (mail) => mail.messageId);
    expect(perMessageId.size).toBe(SUBMISSIONS);
    const perIdempotencyKey = countBy(acceptedCalls(), (call) => String(call.headers['idempotency-key']));
    expect(perIdempotencyKey.size).toBe(SUBMISSIONS);
    const repeats = [...perMessageId.values(), ...perIdempotencyKey.values()].reduce((sum, count) => sum + count - 1, 0);
    expect(repeats).toBeLessThanOrEqual(2 * DELIVERIES_PER_CLAIM);
    console.log(
      `lead reliability: ${SUBMISSIONS} leads, ${unanswered.length} sent again after the kill; ${smtp.received.length} emails, ${crm.calls.length} webhook calls (${acceptedCalls().length} accepted); ${repeats} repeats across the crash`,
    );
  }, 300_000);
});
