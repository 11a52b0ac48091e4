import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { isOptimisablePhoto } from './gallery-photos';

type CarPhotoProps = Omit<ImageProps, 'src' | 'unoptimized' | 'priority'> & { src: string };

/**
 * A car photo as a plain `<img>` with next/image's sizes: raster photos are
 * resized by Next's optimiser (sharp) to the width each screen needs, as WebP
 * where the browser takes it; vectors and addresses the optimiser cannot
 * fetch are served as they are.
 *
 * Next's `<Image>` is a client component (two states, three effects, a
 * forwarded ref a photo) that a page hydrates for each photo, only to handle
 * blur placeholders these photos never have. `getImageProps` gives the same
 * attributes with nothing to hydrate, so a server block renders it in place.
 * `preload` asks for the photo in the page's head, as `<Image preload>` does.
 */
export function CarPhoto({ src, preload, ...image }: CarPhotoProps) {
  const { props } = getImageProps({ src, unoptimized: !isOptimisablePhoto(src), ...image });
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // biome-ignore lint/a11y/useAltText: alt is one of next/image's required props, spread here with the rest.
  return <img {...props} />;
}
