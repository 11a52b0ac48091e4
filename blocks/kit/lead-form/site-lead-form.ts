import type { SiteContext } from '../../../runtime/block-types';
import { isDraftView } from '../../../runtime/render/draft-view';
import { LEAD_SUCCESS_PATH } from '../../../runtime/rules/lead-submit';
import type { SendLeadFormProps } from './SendLeadForm.client';

/** The spec's legal page (detail §2 routes), which the terms checkbox links to. */
export const TERMS_PATH = '/terms-and-conditions';

/** What every lead form of a site is given from the site itself: where it sends, its spam check, analytics, success and terms pages. */
export function siteLeadFormProps(
  site: SiteContext,
): Pick<SendLeadFormProps, 'endpoint' | 'spamCheckUrl' | 'analyticsId' | 'successHref' | 'termsHref' | 'site' | 'basePath' | 'preview'> {
  const { settings, dealer } = site.document;
  return {
    endpoint: site.href('/api/leads'),
    spamCheckUrl: settings.captcha.enabled ? site.href('/api/spam-check') : undefined,
    analyticsId: settings.analytics.id,
    successHref: site.href(LEAD_SUCCESS_PATH),
    termsHref: site.href(TERMS_PATH),
    site: dealer.slug,
    basePath: site.basePath,
    preview: isDraftView(site),
  };
}
