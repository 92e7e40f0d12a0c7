import { preload } from 'react-dom';
import type { Picture as PictureData } from '../media/picture.ts';

interface Props {
  picture: PictureData;
  alt: string;
  /** The image's display width at each breakpoint, e.g. "(max-width: 600px) 100vw, 33vw". */
  sizes: string;
  /**
   * The first visible image of a page, its largest paint: preloaded from `<head>` as the first
   * request after the HTML, at high priority (decision 056). Others load lazily.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A responsive image: AVIF and WebP sources, intrinsic width and height (no layout shift).
 * `sizes` goes on the sources, which have the `srcset`; the <img> is the one-size fallback,
 * and HTML allows `sizes` only beside a `srcset`.
 */
export function Picture({ picture, alt, sizes, priority = false, className }: Props) {
  // A browser without AVIF skips the preload (its `type`) and finds the WebP source itself.
  if (priority && picture.sources.avif)
    preload(picture.img.src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: picture.sources.avif,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  return (
    <picture>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={picture.img.src}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
