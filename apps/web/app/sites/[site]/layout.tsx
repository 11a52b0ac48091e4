import type { ReactNode } from 'react';
import { SiteThemeProvider } from '@/runtime/render/SiteThemeProvider';
import { requireSite } from '../../../lib/current-site';

export const dynamic = 'force-dynamic';

/** Every page of a dealer site wears that dealer's theme. */
export default async function DealerSiteLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string }> }) {
  const { site } = await requireSite((await params).site);
  return <SiteThemeProvider theme={site.document.theme}>{children}</SiteThemeProvider>;
}
