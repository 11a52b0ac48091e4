import { createHttpSmsGateway } from './http-sms-gateway';
import { createLocalSmsProvider } from './local-sms-provider';
import type { SmsProvider } from './sms-provider';

/** The gateway when SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN are set, otherwise the local provider. */
export function smsProviderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsProvider {
  const url = env.SMS_GATEWAY_URL?.trim();
  const token = env.SMS_GATEWAY_TOKEN?.trim();
  if (url && token) return createHttpSmsGateway({ url, token, sender: env.SMS_SENDER?.trim() || 'DealerSites' });
  return createLocalSmsProvider();
}

const shared = globalThis as typeof globalThis & { dealerSmsProvider?: SmsProvider };

/** The process's provider: the local one must be the same object the sign-in route reads the code back from. */
export function sharedSmsProvider(): SmsProvider {
  shared.dealerSmsProvider ??= smsProviderFromEnv();
  return shared.dealerSmsProvider;
}
