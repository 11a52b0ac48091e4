import { answerForSite, type FoundSite, type SiteApiContext, type SiteAudience } from './site-request';

const plainText = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** Crawlers read files, not JSON: their refusals are plain text. */
const crawlers: SiteAudience = {
  noSite: () => new Response('Not found', { status: 404 }),
  serverError: () => plainText(500, 'Something went wrong on our side. Try again in a moment.'),
  logAs: 'Crawler file request failed:',
};

/** Runs `handle` for a file a dealer site serves to crawlers (robots.txt, sitemap.xml): 404 where no site answers, a plain 500 if it fails. */
export function forCrawler(context: SiteApiContext, segment: string, handle: (found: FoundSite) => Promise<Response>): Promise<Response> {
  return answerForSite(crawlers, context, segment, handle);
}
