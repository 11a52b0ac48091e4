import { Anchor, Container, Text, Title } from '@mantine/core';
import { headers } from 'next/headers';
import type { Page } from '@/schemas/site-document';
import { siteHref } from '@/runtime/tenancy/site-address';
import { basePathFor, siteFor } from '../../../lib/current-site';
import { SitePage } from '../../../lib/SitePage';

/** A missing page on a dealer site: the dealer's header, footer and wording, with a 404 status. */
export default async function DealerNotFound() {
  const siteKey = (await headers()).get('x-site-key');
  const site = siteKey ? await siteFor(siteKey) : undefined;
  if (!site || !siteKey) {
    return (
      <main>
        <Title order={1}>Page not found</Title>
      </main>
    );
  }
  const { texts } = site.document;
  const basePath = await basePathFor(siteKey);
  const page: Page = { id: 'not-found', path: '/', title: texts.notFoundTitle, seo: { noindex: true }, layout: true, blocks: [] };
  return (
    <SitePage document={site.document} page={page} basePath={basePath}>
      <Container size="md" py="xl">
        <Title order={1}>{texts.notFoundTitle}</Title>
        <Text mt="sm">{texts.notFoundMessage}</Text>
        <Anchor href={siteHref(basePath, '/')} mt="md" display="inline-block">
          Go to the home page
        </Anchor>
      </Container>
    </SitePage>
  );
}
