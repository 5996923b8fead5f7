/**
 * The privacy-enhanced YouTube host: no cookies are set until the visitor
 * plays the video, so embedding it needs no consent banner.
 */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** YouTube video ids are eleven URL-safe base64 characters. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export function isYoutubeId(id: string): boolean {
  return VIDEO_ID.test(id);
}

/**
 * The embed URL of a video, set to start at once: the iframe only exists
 * after the visitor pressed Play, so autoplay is their choice.
 */
export function youtubeEmbedUrl(id: string): string {
  if (!isYoutubeId(id)) throw new Error(`"${id}" is not a YouTube video id`);
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${id}?autoplay=1`;
}
