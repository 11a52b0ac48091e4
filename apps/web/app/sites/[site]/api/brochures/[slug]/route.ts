import { getBrochure } from '@/runtime/server/http/brochure';
import { platform } from '../../../../../../lib/platform';

export const dynamic = 'force-dynamic';

/** GET /cars/{slug}.pdf, sent here by the proxy: the car's brochure, downloaded as {slug}.pdf. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; slug: string }> }) {
  const { site, slug } = await params;
  return getBrochure(await platform(), request, site, slug);
}
