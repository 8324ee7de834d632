import { AspectRatio } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { isEndedMessage, playerUrl, type Video } from '../../domain/videos';

/** The VIDEO modal's player. It calls `onEnded` when the video ends, so the modal can close (SPEC §4). */
export function VideoPlayer({ video, onEnded }: { video: Video; onEnded: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (video.sourceType === 'cloudinary') return;
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isEndedMessage(event.data)) onEnded();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [video.sourceType, onEnded]);

  // Ask the players to report their state: YouTube after 'listening', Vimeo after 'addEventListener ended'.
  const subscribe = () => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    if (video.sourceType === 'youtube') target.postMessage(JSON.stringify({ event: 'listening', id: video.id }), 'https://www.youtube-nocookie.com');
    if (video.sourceType === 'vimeo') target.postMessage(JSON.stringify({ method: 'addEventListener', value: 'ended' }), 'https://player.vimeo.com');
  };

  return (
    <AspectRatio ratio={16 / 9}>
      {video.sourceType === 'cloudinary' ? (
        <video src={video.source} controls autoPlay onEnded={onEnded} title={video.title} />
      ) : (
        <iframe
          ref={frame}
          src={playerUrl(video, window.location.origin)}
          title={video.title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          onLoad={subscribe}
          style={{ border: 0 }}
        />
      )}
    </AspectRatio>
  );
}
