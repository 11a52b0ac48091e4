import { Box, Stack, Text, Title } from '@mantine/core';
import type { BlockRenderInput } from '../../runtime/block-types';
import type { ShopperSignInProps } from './schema';
import { SignInForm } from './SignInForm.client';

export function ShopperSignIn({ id, props, site }: BlockRenderInput<ShopperSignInProps, undefined>) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} py="xl" px="md" maw={480} mx="auto">
      <Stack gap="md">
        <Title id={headingId} order={1}>
          {props.heading}
        </Title>
        <Text>{props.intro}</Text>
        <SignInForm sendCodeUrl={site.href('/api/watchlist/sign-in/send-code')} verifyCodeUrl={site.href('/api/watchlist/sign-in/verify-code')} homeHref={site.href('/')} />
      </Stack>
    </Box>
  );
}
