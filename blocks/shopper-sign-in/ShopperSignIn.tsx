import { Box, Stack, Text, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { isDraftView } from '../../runtime/render/draft-view';
import { signInReason } from '../../runtime/rules/gated-routes';
import { WATCHLIST_SIGN_IN_TYPE } from '../../runtime/rules/watchlist';
import type { ShopperSignInProps } from './schema';
import { SignInForm } from './islands.client';

export const DRAFT_SIGN_IN_NOTE = 'Shoppers sign in here with a code texted to their mobile. A draft sends no code, so signing in works on the published site only.';

/** Spec detail §2: /sign-in?type=…; a gated route's type says what the shopper signs in for (the heading already says watchlist). */
export function ShopperSignIn({ id, props, site }: BlockRenderInput<ShopperSignInProps, undefined>) {
  const headingId = `${id}-heading`;
  const type = [site.searchParams.type].flat()[0];
  const reason = type === WATCHLIST_SIGN_IN_TYPE ? undefined : signInReason(type);
  return (
    <Box component="section" aria-labelledby={headingId} py="xl" px="md" maw={480} mx="auto">
      <Stack gap="md">
        {/* Sent here by a gated route, the shopper reads what they sign in for, not the watchlist's heading. */}
        <Title id={headingId} order={1}>
          {reason ?? props.heading}
        </Title>
        <Text>{props.intro}</Text>
        {isDraftView(site) ? (
          // A draft texts nobody: a code sent from the canvas or a shared preview would reach a real phone for nothing.
          <Text role="note" fw={600}>
            {DRAFT_SIGN_IN_NOTE}
          </Text>
        ) : (
          <SignInForm sendCodeUrl={site.href('/api/watchlist/sign-in/send-code')} verifyCodeUrl={site.href('/api/watchlist/sign-in/verify-code')} homeHref={site.href('/')} />
        )}
      </Stack>
    </Box>
  );
}
