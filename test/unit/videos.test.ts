import { describe, expect, it } from 'vitest';
import { cloudinaryThumbnail, isEndedMessage, playerUrl, vimeoThumbnailFrom, youtubeThumbnail } from '../../src/domain/videos';

describe('video thumbnails and players', () => {
  it('builds YouTube thumbnails from the id and Cloudinary ones by swapping the extension', () => {
    expect(youtubeThumbnail('dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/mqdefault.jpg');
    expect(cloudinaryThumbnail('https://res.cloudinary.com/x/video/upload/tour.mp4')).toBe('https://res.cloudinary.com/x/video/upload/tour.jpg');
  });

  it('uses the medium Vimeo thumbnail only when the answer has exactly one entry', () => {
    expect(vimeoThumbnailFrom([{ thumbnail_medium: 'https://i.vimeocdn.com/m.jpg' }])).toBe('https://i.vimeocdn.com/m.jpg');
    expect(vimeoThumbnailFrom([{ thumbnail_medium: 'a' }, { thumbnail_medium: 'b' }])).toBeNull();
    expect(vimeoThumbnailFrom([])).toBeNull();
    expect(vimeoThumbnailFrom({})).toBeNull();
  });

  it('plays YouTube without cookies and with its API on, so the end can be heard', () => {
    expect(playerUrl({ id: 1, sourceType: 'youtube', source: 'abc', title: 'Tour' }, 'http://localhost:3000')).toBe(
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1&enablejsapi=1&origin=http%3A%2F%2Flocalhost%3A3000',
    );
    expect(playerUrl({ id: 2, sourceType: 'vimeo', source: '123', title: 'Tour' }, '')).toBe('https://player.vimeo.com/video/123?autoplay=1');
  });

  it('recognises the players’ end-of-video messages', () => {
    expect(isEndedMessage('{"event":"onStateChange","info":0}')).toBe(true);
    expect(isEndedMessage({ event: 'onStateChange', info: 1 })).toBe(false);
    expect(isEndedMessage('{"event":"ended","data":{}}')).toBe(true);
    expect(isEndedMessage('not json')).toBe(false);
  });
});
