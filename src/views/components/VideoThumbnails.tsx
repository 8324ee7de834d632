import { AspectRatio, Box, Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { cloudinaryThumbnail, vimeoInfoUrl, vimeoThumbnailFrom, youtubeThumbnail, type Video } from '../../domain/videos';
import { openVideo } from '../shell/modalKinds';

function useThumbnail(video: Video): string | null {
  const [vimeo, setVimeo] = useState<string | null>(null);
  useEffect(() => {
    if (video.sourceType !== 'vimeo') return;
    const controller = new AbortController();
    fetch(vimeoInfoUrl(video.source), { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: unknown) => setVimeo(vimeoThumbnailFrom(answer)))
      .catch(() => setVimeo(null)); // no thumbnail: the play button still works
    return () => controller.abort();
  }, [video.sourceType, video.source]);
  if (video.sourceType === 'youtube') return youtubeThumbnail(video.source);
  if (video.sourceType === 'cloudinary') return cloudinaryThumbnail(video.source);
  return vimeo;
}

function VideoThumbnail({ video }: { video: Video }) {
  const thumbnail = useThumbnail(video);
  return (
    <UnstyledButton onClick={() => openVideo(video)} aria-label={`Play ${video.title}`}>
      <AspectRatio ratio={16 / 9}>
        <Box bg="gray.8" style={{ borderRadius: 8, overflow: 'hidden', position: 'relative' }}>
          {thumbnail && <Image src={thumbnail} alt="" loading="lazy" />}
          <Box pos="absolute" inset={0} style={{ display: 'grid', placeItems: 'center' }} aria-hidden>
            <svg width="56" height="56" viewBox="0 0 56 56">
              <circle cx="28" cy="28" r="27" fill="rgba(0,0,0,.55)" />
              <path d="M22 17l18 11-18 11z" fill="#fff" />
            </svg>
          </Box>
        </Box>
      </AspectRatio>
      <Text size="sm" mt={4}>
        {video.title}
      </Text>
    </UnstyledButton>
  );
}

/** 'Watch Videos': a thumbnail per video; each opens the full-screen VIDEO modal. */
export function VideoThumbnails({ videos }: { videos: Video[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {videos.map((video) => (
        <VideoThumbnail key={video.id} video={video} />
      ))}
    </SimpleGrid>
  );
}
