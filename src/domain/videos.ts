/**
 * Provider videos (SPEC §7): where their thumbnails and players come from. YouTube thumbnails are built from the id;
 * Cloudinary ones swap the file extension for .jpg; Vimeo's come from its public video-info endpoint, whose answer
 * is a list: the medium thumbnail is used only when the list has exactly one entry.
 */
export type VideoSourceType = 'youtube' | 'vimeo' | 'cloudinary';

export interface Video {
  id: number;
  sourceType: VideoSourceType;
  source: string;
  title: string;
}

export const youtubeThumbnail = (source: string) => `https://img.youtube.com/vi/${encodeURIComponent(source)}/mqdefault.jpg`;

export const cloudinaryThumbnail = (source: string) => source.replace(/\.[a-z0-9]+(\?.*)?$/i, '.jpg');

export const vimeoInfoUrl = (source: string) => `https://vimeo.com/api/v2/video/${encodeURIComponent(source)}.json`;

/** Reads the video-info answer: a thumbnail only when there is exactly one entry with one. */
export function vimeoThumbnailFrom(answer: unknown): string | null {
  if (!Array.isArray(answer) || answer.length !== 1) return null;
  const medium = (answer[0] as { thumbnail_medium?: unknown }).thumbnail_medium;
  return typeof medium === 'string' ? medium : null;
}

/** The address the player loads; YouTube and Vimeo report the end of the video to the page through postMessage. */
export function playerUrl(video: Video, origin: string): string {
  switch (video.sourceType) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.source)}?autoplay=1&enablejsapi=1&origin=${encodeURIComponent(origin)}`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${encodeURIComponent(video.source)}?autoplay=1`;
    default:
      return video.source;
  }
}

/** Whether a message from a player iframe says the video has ended. */
export function isEndedMessage(data: unknown): boolean {
  const message = typeof data === 'string' ? safeParse(data) : data;
  if (!message || typeof message !== 'object') return false;
  const { event, info } = message as { event?: unknown; info?: unknown };
  // YouTube: onStateChange with state 0 (ended); Vimeo: the 'ended' event it was asked to report.
  return (event === 'onStateChange' && info === 0) || (event === 'infoDelivery' && (info as { playerState?: unknown } | null)?.playerState === 0) || event === 'ended';
}

const safeParse = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};
