import { carPhotoSvg, parseCarPhotoFileName } from '@/runtime/server/seed/car-photo';

/** Generated car photos: the same picture for the same name, so browsers may keep them for a year. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const photo = parseCarPhotoFileName((await params).file);
  if (!photo) return new Response('Not found', { status: 404 });
  return new Response(carPhotoSvg(photo), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
