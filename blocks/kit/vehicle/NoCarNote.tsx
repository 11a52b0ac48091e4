import type { SiteContext } from '../../../runtime/block-types';
import { EditorNote } from '../../../runtime/render/EditorNote';

/**
 * What a vehicle block shows when its page has no car: nothing for a
 * shopper, and in the editor a note saying where the block belongs. The
 * editor previews the vehicle page on a real car, so the note appears only
 * when a marketer puts the block on another page.
 */
export function NoCarNote({ site, label }: { site: Pick<SiteContext, 'mode'>; label: string }) {
  return <EditorNote site={site}>{label} shows the car of a vehicle page. Put it on the page at /cars/:slug.</EditorNote>;
}
