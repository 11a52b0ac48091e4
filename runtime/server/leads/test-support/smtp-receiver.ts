import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the receiver got it: the envelope's recipients and the raw MIME text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** What the tests read of a received message, decoded. */
export interface ReadMail {
  messageId: string | undefined;
  subject: string | undefined;
  replyTo: string | undefined;
  leadId: string | undefined;
  text: string;
  attachment: { contentType: string; fileName: string | undefined; content: string } | undefined;
}

export const SMTP_USER = 'dealer-sites';
export const SMTP_PASSWORD = 'test-smtp-password';

/**
 * A real SMTP server on loopback that keeps what it is sent. It asks for the
 * password (so a send proves the credentials in SMTP_URL are used), offers no
 * STARTTLS, and `refusing` makes it answer every message with a temporary
 * failure (451), as a mail server does when its disk is full.
 */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Wrong user name or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refusing) {
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  // A sender that dies mid-message (the reliability test kills the server) resets its connection: that is the sender's problem, not the receiver's crash.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function headerOf(head: string, name: string): string | undefined {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded)?.[1]?.trim();
}

function decoded(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function split(part: string): { head: string; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  return { head: part.slice(0, at), body: part.slice(at).replace(/^\r?\n\r?\n/, '') };
}

/** Reads a message of one text part and at most one attachment (multipart/mixed), which is what lead emails are. */
export function readMail(raw: string): ReadMail {
  const { head, body } = split(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerOf(head, 'Content-Type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => split(part.replace(/^\r?\n/, '')))
    : [{ head, body }];
  const [textPart, attachmentPart] = parts;
  return {
    messageId: headerOf(head, 'Message-ID'),
    subject: headerOf(head, 'Subject'),
    replyTo: headerOf(head, 'Reply-To'),
    leadId: headerOf(head, 'X-Lead-Id'),
    text: textPart ? decoded(textPart.body.replace(/\r\n$/, ''), headerOf(textPart.head, 'Content-Transfer-Encoding')) : '',
    attachment: attachmentPart && {
      contentType: headerOf(attachmentPart.head, 'Content-Type') ?? '',
      fileName: /filename="?([^";\r\n]+)"?/i.exec(attachmentPart.head)?.[1],
      content: decoded(attachmentPart.body, headerOf(attachmentPart.head, 'Content-Transfer-Encoding')),
    },
  };
}
