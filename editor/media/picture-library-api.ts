import { MEDIA_UPLOAD_FIELDS, type MediaItem, type MediaListAnswer } from '../../schemas/api/media';
import { siteApiPath } from '../publishing/editor-api';

/** What the marketer gives with a new picture. */
export interface PictureUpload {
  file: File;
  alt: string;
  decorative: boolean;
}

/** A refusal in words; `field` is the form field it is about ('/alt', '/file') when the server named one. */
export class PictureLibraryError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The picker's calls to the server, passed in so a test can stand in for it. */
export interface PictureLibraryApi {
  list(slug: string): Promise<MediaItem[]>;
  upload(slug: string, upload: PictureUpload, onProgress: (percent: number) => void): Promise<MediaItem>;
  /** Deletes a picture; refused, with where it is shown, while a page still shows it. */
  remove(slug: string, id: string): Promise<void>;
}

const UNREACHABLE = 'The server could not be reached. Check the connection and try again.';

function refusal(status: number, body: unknown): PictureLibraryError {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; field?: unknown };
  const message = typeof answer.message === 'string' ? answer.message : `The server answered ${status}. Try again in a moment.`;
  return new PictureLibraryError(message, typeof answer.field === 'string' ? answer.field : undefined);
}

async function list(slug: string): Promise<MediaItem[]> {
  let response: Response;
  try {
    response = await fetch(siteApiPath(slug, 'media'), { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new PictureLibraryError(UNREACHABLE);
  }
  const body: unknown = await response.json().catch(() => ({}));
  if (response.status !== 200) throw refusal(response.status, body);
  return (body as MediaListAnswer).media;
}

async function remove(slug: string, id: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(siteApiPath(slug, `media/${encodeURIComponent(id)}`), { method: 'DELETE', credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new PictureLibraryError(UNREACHABLE);
  }
  const body: unknown = await response.json().catch(() => ({}));
  if (response.status !== 200) throw refusal(response.status, body);
}

/** Sent with XMLHttpRequest, the one browser API that reports how much of an upload has gone. */
function upload(slug: string, picture: PictureUpload, onProgress: (percent: number) => void): Promise<MediaItem> {
  const form = new FormData();
  form.set(MEDIA_UPLOAD_FIELDS.file, picture.file);
  form.set(MEDIA_UPLOAD_FIELDS.alt, picture.alt);
  if (picture.decorative) form.set(MEDIA_UPLOAD_FIELDS.decorative, 'true');
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', siteApiPath(slug, 'media'));
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new PictureLibraryError(UNREACHABLE));
    request.onload = () => {
      let body: unknown = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (request.status === 201) resolve(body as MediaItem);
      else reject(refusal(request.status, body));
    };
    request.send(form);
  });
}

export const pictureLibraryApi: PictureLibraryApi = { list, upload, remove };
