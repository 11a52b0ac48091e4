import { signInCodeMessage, type SmsProvider } from './sms-provider';

export interface HttpSmsGatewaySettings {
  /** SMS_GATEWAY_URL: the gateway's send endpoint; it gets a JSON POST {to, from, message}. */
  url: string;
  /** SMS_GATEWAY_TOKEN: sent as "Authorization: Bearer …". */
  token: string;
  /** SMS_SENDER: the sender name or number the message shows. */
  sender: string;
}

/**
 * A generic HTTP SMS gateway (most Australian gateways take a JSON POST of
 * this shape). A refusal throws, so the shopper is told the code could not
 * be sent rather than waiting for one that never comes.
 */
export function createHttpSmsGateway(settings: HttpSmsGatewaySettings, send: typeof fetch = fetch): SmsProvider {
  return {
    kind: 'gateway',
    async sendCode(phoneNumber, code) {
      const response = await send(settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.token}` },
        body: JSON.stringify({ to: phoneNumber, from: settings.sender, message: signInCodeMessage(code) }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}.`);
    },
  };
}
