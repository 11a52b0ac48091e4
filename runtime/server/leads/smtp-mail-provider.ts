import { createTransport } from 'nodemailer';
import type { LeadEmail, LeadMailProvider } from './lead-email';

/**
 * Limits on one send, well inside the delivery worker's lease: nodemailer's
 * own defaults (two minutes to connect, ten of silence) would let one
 * unanswering server hold a lead past it, and another server would send it
 * again.
 */
export const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
export const SMTP_GREETING_TIMEOUT_MS = 10_000;
export const SMTP_SOCKET_TIMEOUT_MS = 30_000;

/**
 * Lead emails through an SMTP server (SMTP_URL, e.g.
 * smtp://user:pass@host:587; smtps:// for TLS from the start). A send
 * resolves once the server accepted the message; a refusal or a broken
 * connection throws, and the worker tries again later.
 */
export function createSmtpMailProvider(smtpUrl: string): LeadMailProvider {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(email: LeadEmail) {
      await transport.sendMail({
        messageId: email.messageId,
        from: email.from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        headers: { 'X-Lead-Id': email.leadId },
        attachments: [{ filename: email.adfFileName, content: email.adfXml, contentType: 'text/xml; charset=utf-8' }],
      });
    },
  };
}
