import { Anchor, Container, Text, Title } from '@mantine/core';
import { headers } from 'next/headers';
import type { Page } from '@/schemas/site-document';
import { siteHref } from '@/runtime/tenancy/site-address';
import { siteFor } from '../../../lib/current-site';
import { SitePage } from '../../../lib/SitePage';

/**
 * A missing page on a dealer site: the dealer's header, footer and wording,
 * with a 404 status. A 404 page gets no route params, so the proxy passes
 * the /sites segment in x-site-key.
 */
export default async function DealerNotFound() {
  const segment = (await headers()).get('x-site-key');
  const found = segment ? await siteFor(segment) : undefined;
  if (!found) {
    return (
      <Container component="main" size="sm" py="xl">
        <title>Page not found</title>
        <Title order={1}>Page not found</Title>
      </Container>
    );
  }
  const { site, basePath } = found;
  const { texts } = site.document;
  const page: Page = { id: 'not-found', path: '/', title: texts.notFoundTitle, seo: { noindex: true }, layout: true, blocks: [] };
  return (
    <SitePage document={site.document} page={page} basePath={basePath}>
      <Container size="md" py="xl">
        {/* React places the title in <head>; a 404 page has no generateMetadata. */}
        <title>{`${texts.notFoundTitle} | ${site.document.dealer.name}`}</title>
        <Title order={1}>{texts.notFoundTitle}</Title>
        <Text mt="sm">{texts.notFoundMessage}</Text>
        <Anchor href={siteHref(basePath, '/')} mt="md" display="inline-block">
          Go to the home page
        </Anchor>
      </Container>
    </SitePage>
  );
}
