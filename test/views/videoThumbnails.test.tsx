import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Video } from '../../src/domain/videos';
import { VideoThumbnails } from '../../src/views/components/VideoThumbnails';

const VIDEOS: Video[] = [
  { id: 1, sourceType: 'youtube', source: 'abcdefghijk', title: 'Take a tour' },
  { id: 2, sourceType: 'vimeo', source: '76979871', title: 'Our garden' },
];

const show = (videos: Video[]) =>
  render(
    <MantineProvider env="test">
      <VideoThumbnails videos={videos} />
    </MantineProvider>,
  );

const thumbnailOf = (title: string) => screen.getByRole('button', { name: `Play ${title}` }).querySelector('img');

afterEach(() => vi.unstubAllGlobals());

/** Provider videos' thumbnails: YouTube's from its address, Vimeo's asked of Vimeo by the thumbnail's own logic. */
describe('video thumbnails', () => {
  it("shows YouTube's thumbnail and the one Vimeo's video info names", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify([{ thumbnail_medium: 'https://i.vimeocdn.com/video/garden_200x150.jpg' }])));
    vi.stubGlobal('fetch', fetch);
    show(VIDEOS);
    expect(thumbnailOf('Take a tour')).toHaveAttribute('src', 'https://img.youtube.com/vi/abcdefghijk/mqdefault.jpg');
    await waitFor(() => expect(thumbnailOf('Our garden')).toHaveAttribute('src', 'https://i.vimeocdn.com/video/garden_200x150.jpg'));
    expect(fetch).toHaveBeenCalledWith('https://vimeo.com/api/v2/video/76979871.json', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('keeps the play button, with no picture, when Vimeo cannot be reached', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    show(VIDEOS.slice(1));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('button', { name: 'Play Our garden' })).toBeInTheDocument();
    expect(thumbnailOf('Our garden')).toBeNull();
  });
});
