/** Shapes of the image manifest (media/image-manifest.json), written by the image step. */

export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** One encoded width; each format's public URL. */
export interface ImageVariant {
  width: number;
  height: number;
  avif: string;
  webp: string;
}

export interface ImageEntry {
  /** Source file, relative to the repo root. */
  source: string;
  /** SHA-256 (hex) of the source file's bytes; unchanged hash → no re-encode. */
  hash: string;
  /** Intrinsic size of the source, after EXIF orientation. */
  width: number;
  height: number;
  /** No transparent pixel: a blur placeholder may sit behind it. */
  opaque: boolean;
  /** Tiny WebP as a data URL, under 1 KB. */
  blur: string;
  /** Ascending by width. */
  variants: readonly ImageVariant[];
}

export interface ImageManifest {
  /** Encoder settings the variants were made with; a change re-encodes everything. */
  encoder: string;
  images: Readonly<Record<string, ImageEntry>>;
}
