import { Container, MantineProvider, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { currentMarketer } from '@/runtime/server/auth/marketer';
import { signInRedirectTarget } from '@/runtime/server/auth/redirect-target';
import { SignInForm } from './SignInForm.client';
import { editorTheme } from '@/editor/shell/editor-theme';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Sign in — Dealer sites editor', robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /editor/sign-in?redirect=/editor/…: marketers sign in with email and password, then go where they were headed. */
export default async function SignInPage({ searchParams }: Props) {
  const target = signInRedirectTarget((await searchParams).redirect);
  if (await currentMarketer(await headers())) redirect(target);
  return (
    <MantineProvider theme={editorTheme}>
      <Container component="main" size={420} py="xl">
        <Title order={1}>Sign in to the editor</Title>
        <Text mt="xs" mb="lg">
          Use the email and password the platform team gave you.
        </Text>
        <SignInForm redirectTo={target} />
      </Container>
    </MantineProvider>
  );
}
