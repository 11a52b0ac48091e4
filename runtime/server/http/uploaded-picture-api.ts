import { createDatabaseMediaStore } from '../media/database-media-store';
import { deliverPicture } from '../media/picture-delivery';
import { forSite } from './site-handlers';
import type { SiteApiContext } from './site-request';

/** GET /uploads/{id}?w=640 on a dealer's site: a picture from its media library, resized; another site's picture is 404. */
export function getUploadedPicture(context: SiteApiContext, request: Request, segment: string, id: string): Promise<Response> {
  return forSite(context, request, segment, ({ site }) => deliverPicture(createDatabaseMediaStore(context.db), request, site.slug, id));
}
