import { fromPromise } from 'xstate';
import { vimeoInfoUrl, vimeoThumbnailFrom } from '../../domain/videos';

/**
 * A Vimeo video's thumbnail, from Vimeo's public video info (its address is not in our data). It never fails: with
 * no thumbnail the play button still works, so any failure answers null.
 */
export const vimeoThumbnailLogic = fromPromise<string | null, string>(async ({ input: source, signal }) => {
  try {
    const response = await fetch(vimeoInfoUrl(source), { signal });
    return response.ok ? vimeoThumbnailFrom(await response.json()) : null;
  } catch {
    return null;
  }
});
