import { ActionIcon, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { t } from '../../i18n/en';

/**
 * Beyond this many cards a position counter replaces the dots: 8 fit from 640 px, 5 on a phone (24 px dots, the two
 * 44 px arrows and the gaps: 268 px of a 320 px phone's 288; 8 needed 370 and scrolled the page sideways).
 */
const MAX_DOTS = 8;
const MAX_DOTS_PHONE = 5;

export interface CardSliderProps {
  children: ReactNode[];
  label: string;
  /** The card to show first (the map's selected provider); without it the slider keeps its own position. */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** The arrows' names (default the catalogue's 'Previous' and 'Next'). */
  arrowLabels?: { previous: string; next: string };
  /** 'counter': '2 / 3' instead of dots, so every control is a 44 px target (the video slider). */
  position?: 'dots' | 'counter';
}

/**
 * A slider of cards (SPEC §9): 1 slide under 640 px, 2 up to 831 px, 3 from 832 px; arrows and dots only when there
 * are more cards than fit; next after the last wraps to the first, previous from the first to the last.
 */
export function CardSlider({ children, index, onIndexChange, label, arrowLabels = t.slider, position = 'dots' }: CardSliderProps) {
  const medium = useMediaQuery('(min-width: 40em)');
  const large = useMediaQuery('(min-width: 52em)');
  const perView = large ? 3 : medium ? 2 : 1;
  const overflowing = children.length > perView;
  const [viewport, embla] = useEmblaCarousel({ loop: overflowing, align: 'start', slidesToScroll: 1 });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      onIndexChange?.(embla.selectedScrollSnap());
    };
    embla.on('select', update);
    return () => {
      embla.off('select', update);
    };
  }, [embla, onIndexChange]);
  useEffect(() => {
    if (embla && index !== undefined && embla.selectedScrollSnap() !== index) embla.scrollTo(index);
  }, [embla, index]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div ref={viewport} style={{ overflow: 'hidden' }}>
        <div style={{ display: 'flex', gap: 12 }}>
          {children.map((child, position) => (
            <div key={position} role="group" aria-roledescription="slide" aria-label={t.slider.slide(position + 1, children.length)} style={{ flex: `0 0 calc(${100 / perView}% - ${(12 * (perView - 1)) / perView}px)`, minWidth: 0 }}>
              {child}
            </div>
          ))}
        </div>
      </div>
      {overflowing && (
        <Group justify="center" gap="xs" mt="sm" wrap="nowrap">
          <ActionIcon variant="default" size={44} onClick={previous} aria-label={arrowLabels.previous}>
            ‹
          </ActionIcon>
          {position === 'counter' || children.length > (medium ? MAX_DOTS : MAX_DOTS_PHONE) ? (
            <Text size="sm" c="dimmed" aria-live="polite" miw={64} ta="center">
              {selected + 1} / {children.length}
            </Text>
          ) : (
            children.map((_, position) => (
            // A 24 px target around the dot (the dot was the button's background, clipped to a content box of 0 px:
            // nothing showed).
            <ActionIcon
              key={position}
              size={24}
              variant="transparent"
              onClick={() => embla?.scrollTo(position)}
              aria-label={t.slider.goTo(position + 1)}
              aria-current={position === selected}
            >
              <span
                aria-hidden
                style={{
                  width: position === selected ? 14 : 10,
                  height: position === selected ? 14 : 10,
                  borderRadius: '50%',
                  backgroundColor: position === selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-6)',
                }}
              />
            </ActionIcon>
          )))}
          <ActionIcon variant="default" size={44} onClick={next} aria-label={arrowLabels.next}>
            ›
          </ActionIcon>
        </Group>
      )}
    </section>
  );
}
