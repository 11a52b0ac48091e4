import type { SmsProvider } from './sms-provider';

/**
 * Used when no SMS gateway is configured (a machine of one's own, the
 * tests): no message leaves the server. The latest code per number is kept
 * in memory so the sign-in page can show it, saying plainly that no text
 * was sent.
 */
export interface LocalSmsProvider extends SmsProvider {
  readonly kind: 'local';
  latestCode(phoneNumber: string): string | undefined;
}

export function createLocalSmsProvider(): LocalSmsProvider {
  const latest = new Map<string, string>();
  return {
    kind: 'local',
    async sendCode(phoneNumber, code) {
      latest.set(phoneNumber, code);
    },
    latestCode: (phoneNumber) => latest.get(phoneNumber),
  };
}

/** What the sign-in page shows after a code is asked for with the local provider. */
export function localCodeNotice(code: string): string {
  return `Local SMS provider: your code is ${code} (no text message was sent)`;
}
