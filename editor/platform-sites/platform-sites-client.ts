import type { PlatformSiteAnswer, PlatformSiteRequest } from '../../schemas/api/platform-sites';

export type PlatformSiteSaveAnswer = { kind: 'saved'; site: PlatformSiteAnswer } | { kind: 'refused'; field: string | null; message: string };

/** PUT /editor/api/platform/sites/{slug}: a refusal comes back with the field it is about, so the form can show it there. */
export async function savePlatformSite(slug: string, site: PlatformSiteRequest): Promise<PlatformSiteSaveAnswer> {
  let response: Response;
  try {
    response = await fetch(`/editor/api/platform/sites/${encodeURIComponent(slug)}`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(site),
    });
  } catch {
    return { kind: 'refused', field: null, message: 'The server could not be reached. Try again in a moment.' };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 200) return { kind: 'saved', site: body as unknown as PlatformSiteAnswer };
  return {
    kind: 'refused',
    field: typeof body.field === 'string' ? body.field : null,
    message: typeof body.message === 'string' ? body.message : `The server answered ${response.status}.`,
  };
}
