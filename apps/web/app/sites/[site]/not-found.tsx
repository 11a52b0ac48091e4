import { Anchor, Container, Text, Title } from '@mantine/core';
import { headers } from 'next/headers';
import type { Page } from '@/schemas/site-document';
import { SITE_ADDRESS_HEADER, siteHref, siteRouteOf } from '@/runtime/tenancy/site-address';
import { siteFor } from '../../../lib/current-site';
import { dealerPageAnswer } from '../../../lib/dealer-page-answer';
import { SitePage } from '../../../lib/SitePage';

/**
 * A missing page on a dealer site: the dealer's header, footer and wording,
 * with a 404 status. A 404 page gets no route params, so the proxy passes
 * the address in SITE_ADDRESS_HEADER.
 *
 * Next.js renders this boundary beside every page of the site and sends it
 * in the page's payload, 404 or not: the dealer's whole header and footer
 * again, a quarter of a vehicle page's payload. So it renders its content
 * only when the address is a 404, by the same answer the page gets (cached
 * per request, so nothing is looked up twice), and nothing beside a page.
 */
export default async function DealerNotFound() {
  const route = siteRouteOf((await headers()).get(SITE_ADDRESS_HEADER) ?? '');
  if (route && (await dealerPageAnswer(route.segment, route.path, route.query)).kind !== 'not-found') return null;
  const found = route ? await siteFor(route.segment) : undefined;
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
