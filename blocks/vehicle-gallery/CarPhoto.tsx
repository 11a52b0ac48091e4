import Image, { type ImageProps } from 'next/image';
import { isOptimisablePhoto } from './gallery-photos';

/**
 * A car photo through next/image: raster photos are resized by Next's
 * optimiser (sharp) to the width each screen needs, as WebP where the
 * browser takes it; vectors and addresses the optimiser cannot fetch are
 * served as they are. No hooks, so the server renders it in place.
 */
export function CarPhoto({ src, ...image }: Omit<ImageProps, 'src' | 'unoptimized'> & { src: string }) {
  return <Image src={src} unoptimized={!isOptimisablePhoto(src)} {...image} />;
}
