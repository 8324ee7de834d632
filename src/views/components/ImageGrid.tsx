import { AspectRatio, Box, Image, Overlay, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { choiceEn } from '../../i18n/en.choice';
import { openImages } from '../shell/openModals';

const THUMBNAILS = 3;

/**
 * A photo with a placeholder until it has loaded, cropped to `ratio` whatever its own shape: at its own height a
 * wider photo left the box's lower part empty, and the 'View all photos' shade, which fills the box, hung below it.
 */
export function LoadingImage({ src, alt, ratio }: { src: string; alt: string; ratio: number }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <AspectRatio ratio={ratio}>
      <Box pos="relative">
        {!loaded && <Skeleton pos="absolute" inset={0} radius="md" />}
        <Image src={src} alt={alt} radius="md" loading="lazy" w="100%" h="100%" fit="cover" onLoad={() => setLoaded(true)} style={{ opacity: loaded ? 1 : 0 }} />
      </Box>
    </AspectRatio>
  );
}

/** SPEC §2 image grid: the profile photo and 3 thumbnails; the last thumbnail opens every photo ('View all photos'). */
export function ImageGrid({ images, name }: { images: string[]; name: string }) {
  const [profile, ...rest] = images;
  if (!profile) return null;
  const thumbnails = rest.slice(0, THUMBNAILS);
  const open = (start: number) => openImages(images, name, start);
  return (
    <Box>
      <UnstyledButton onClick={() => open(0)} w="100%" aria-label={choiceEn.provider.photo(1, name)}>
        <LoadingImage src={profile} alt="" ratio={16 / 9} />
      </UnstyledButton>
      {thumbnails.length > 0 && (
        <SimpleGrid cols={THUMBNAILS} spacing="xs" mt="xs">
          {thumbnails.map((image, index) => {
            const last = index === thumbnails.length - 1;
            return (
              <UnstyledButton
                key={image}
                // 'View all photos' starts at the first photo, as its name says (it opened at the 4th).
                onClick={() => open(last ? 0 : index + 1)}
                aria-label={last ? choiceEn.provider.viewAllPhotos : choiceEn.provider.photo(index + 2, name)}
                pos="relative"
              >
                <LoadingImage src={image} alt="" ratio={4 / 3} />
                {last && (
                  // Above its own photo only: Mantine's default (200) put it over the sticky header (100) when scrolled.
                  <Overlay color="#000" backgroundOpacity={0.45} radius="md" center zIndex={1}>
                    <Text c="white" fw={700} ta="center" size="sm">
                      {choiceEn.provider.viewAllPhotos}
                    </Text>
                  </Overlay>
                )}
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
    </Box>
  );
}
