import { AspectRatio, Box, Image, Text, UnstyledButton } from '@mantine/core';
import { useActor } from '@xstate/react';
import { cloudinaryThumbnail, youtubeThumbnail, type Video } from '../../domain/videos';
import { choiceEn } from '../../i18n/en.choice';
import { vimeoThumbnailLogic } from '../../machines/choice/vimeoThumbnailLogic';
import { openVideo } from '../shell/openModals';
import { CardSlider } from './CardSlider';

const text = choiceEn.provider;

/** The thumbnail of a video: YouTube and Cloudinary ones from its address, a Vimeo one asked of Vimeo (may be none). */
function Thumbnail({ video }: { video: Video }) {
  if (video.sourceType === 'vimeo') return <VimeoThumbnail source={video.source} />;
  return <Image src={video.sourceType === 'youtube' ? youtubeThumbnail(video.source) : cloudinaryThumbnail(video.source)} alt="" loading="lazy" />;
}

function VimeoThumbnail({ source }: { source: string }) {
  const [snapshot] = useActor(vimeoThumbnailLogic, { input: source });
  return snapshot.output ? <Image src={snapshot.output} alt="" loading="lazy" /> : null;
}

function VideoThumbnail({ video }: { video: Video }) {
  return (
    <UnstyledButton onClick={() => openVideo(video)} aria-label={text.playVideo(video.title)} w="100%">
      <AspectRatio ratio={16 / 9}>
        <Box bg="gray.8" style={{ borderRadius: 8, overflow: 'hidden', position: 'relative' }}>
          <Thumbnail video={video} />
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

/**
 * 'Watch Videos': the video thumbnail slider of SPEC §2, a thumbnail per video, each opening the full-screen VIDEO
 * modal. Like every slider (SPEC §9) it shows 1, 2 or 3 at a time by width, with arrows only when there are more, and
 * wraps both ways (SPEC §4); a position counter stands for the dots so every control is a 44 px target.
 */
export function VideoThumbnails({ videos }: { videos: Video[] }) {
  return (
    <CardSlider label={text.videos} arrowLabels={{ previous: text.previousVideo, next: text.nextVideo }} position="counter">
      {videos.map((video) => (
        <VideoThumbnail key={video.id} video={video} />
      ))}
    </CardSlider>
  );
}
