import { ActionIcon, Group, Image, Stack, Text } from '@mantine/core';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { choiceEn } from '../../i18n/en.choice';

/** The IMAGES modal's content: one photo at a time, swipe or arrows, wrapping around (SPEC §4 slider). */
export function PhotoViewer({ images, name, start }: { images: string[]; name: string; start: number }) {
  const [viewport, embla] = useEmblaCarousel({ loop: images.length > 1, startIndex: start });
  const [index, setIndex] = useState(start);
  useEffect(() => {
    if (!embla) return;
    const update = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', update);
    return () => {
      embla.off('select', update);
    };
  }, [embla]);
  return (
    <Stack gap="sm">
      <div ref={viewport} style={{ overflow: 'hidden' }}>
        <div style={{ display: 'flex' }}>
          {images.map((image, position) => (
            <div key={image} style={{ flex: '0 0 100%', minWidth: 0 }} aria-hidden={position !== index}>
              <Image src={image} alt={choiceEn.provider.photo(position + 1, name)} fit="contain" mah="75dvh" />
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 && (
        <Group justify="center" gap="md">
          <ActionIcon variant="default" size={44} onClick={() => embla?.scrollPrev()} aria-label="Previous photo">
            ‹
          </ActionIcon>
          <Text aria-live="polite">
            {index + 1} / {images.length}
          </Text>
          <ActionIcon variant="default" size={44} onClick={() => embla?.scrollNext()} aria-label="Next photo">
            ›
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}
