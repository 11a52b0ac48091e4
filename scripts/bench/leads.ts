/**
 * `npm run bench:leads` (after `npm run build`): how fast shoppers' leads
 * are taken and sent on. Recorded in docs/benchmarks.md.
 *
 * Westside's leads go to an inbox on a real SMTP server on loopback and to a
 * CRM's webhook on loopback, as a dealer's would. SUBMITTERS shoppers send
 * LEADS enquiries between them over HTTP, each waiting for its answer before
 * sending the next (a closed loop: as many in flight as there are
 * submitters). Each lead carries a spam check solved beforehand, so the
 * figure is the server's: validating, checking the spam check, storing the
 * lead with its outbox rows, answering. The outbox's throughput is read at
 * the receivers: deliveries a second, from the first to the last, while the
 * leads come in and until the backlog is gone.
 */
import os from 'node:os';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startSmtpReceiver } from '../../runtime/server/leads/test-support/smtp-receiver';
import { startWebhookReceiver } from '../../runtime/server/leads/test-support/webhook-receiver';
import { startAppServer } from '../../tests/support/app-server';
import { dealerConfigsSendingLeadsTo, type LeadSubmission, leadSubmission, sendLead } from '../../tests/support/lead-traffic';
import { percentile } from './stats';

const SITE = 'westside-used-cars';
const SUBMITTERS = Number(process.env.LEADS_SUBMITTERS ?? 100);
const LEADS = Number(process.env.LEADS_TOTAL ?? 1000);
/** The receivers keep their arrival times: the outbox's throughput is read there. */
const arrivals: number[] = [];

const smtp = await startSmtpReceiver();
const crm = await startWebhookReceiver();
const configsDir = dealerConfigsSendingLeadsTo(SITE, { emails: ['sales@westside-used-cars.example.com'], webhookUrl: crm.url });
const server = await startAppServer({
  env: {
    DEALER_CONFIGS_DIR: configsDir,
    SMTP_URL: smtp.url,
    LEAD_WEBHOOK_SECRET: 'bench-webhook-secret-0123456789abcdef0123',
    ALLOW_PRIVATE_WEBHOOKS: '1',
    TRUSTED_PROXIES: '127.0.0.1',
  },
});
try {
  const solving = performance.now();
  const submissions: LeadSubmission[] = [];
  for (let n = 0; n < LEADS; n++) submissions.push(await leadSubmission(server.url, SITE, n, 'bench'));
  const solvedIn = performance.now() - solving;

  // Counted as they arrive, by polling the receivers' lists (they keep every message and call).
  let counted = 0;
  const watching = setInterval(() => {
    const now = performance.now();
    const total = smtp.received.length + crm.received.length;
    for (; counted < total; counted++) arrivals.push(now);
  }, 5);

  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SUBMITTERS }, async () => {
      while (next < submissions.length) {
        const submission = submissions[next++]!;
        const sent = performance.now();
        if ((await sendLead(server.url, SITE, submission)) === undefined) throw new Error(`${submission.key} got no answer`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const submitted = performance.now() - started;
  const expected = 2 * LEADS;
  const deadline = performance.now() + 300_000;
  while (arrivals.length < expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  clearInterval(watching);
  if (arrivals.length < expected) throw new Error(`Only ${arrivals.length} of ${expected} deliveries arrived`);
  const drained = arrivals.at(-1)! - started;
  const deliveryWindow = (arrivals.at(-1)! - arrivals[0]!) / 1000;

  console.log(
    `# bench:leads on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${LEADS} leads from ${SUBMITTERS} submitters at once; spam checks solved beforehand in ${(solvedIn / 1000).toFixed(1)} s`,
  );
  console.log(
    `lead submit over HTTP: median ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; ${((LEADS / submitted) * 1000).toFixed(1)} leads/s taken`,
  );
  console.log(
    `outbox: ${expected} deliveries (an email and a webhook a lead) in ${deliveryWindow.toFixed(1)} s from the first to the last, ${(expected / deliveryWindow).toFixed(1)} deliveries/s; every lead delivered ${(drained / 1000).toFixed(1)} s after the first was sent (submitting took ${(submitted / 1000).toFixed(1)} s)`,
  );
} finally {
  await server.stop();
  await smtp.close();
  await crm.close();
  rmSync(configsDir, { recursive: true, force: true });
}
