import type manifest from '@/media/image-manifest.json';

/**
 * Every picture the site has, by key: the path of its source under
 * media/images/ without the extension. Derived from the image manifest the
 * image step writes, so naming a picture that has no source is a type error.
 */
export type ImageKey = keyof typeof manifest.images;
