import { Button, Group, Table, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Tagline } from '../../contract/tagline';
import { hospitalEn } from '../../i18n/en.hospital';
import { taglineDirection } from '../../i18n/taglines';

const text = hospitalEn.catalogue.taglines;

interface TaglineTableProps {
  taglines: readonly Tagline[];
  /** Why Remove is off, when it is (Section 1557's floor); null while a tagline can be removed. */
  floorNote: string | null;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * The hospital's taglines in the order families see them, each in its own language and direction, with a row's
 * buttons to move it or remove it. Focus stays with the row that moved (its other button once it reaches an end), and
 * after a removal goes to the row that took its place.
 */
export function TaglineTable({ taglines, floorNote, onMove, onRemove }: TaglineTableProps) {
  const box = useRef<HTMLDivElement>(null);
  /** The buttons to focus once the list has been drawn again, the first that can take it. */
  const focusNext = useRef<string[]>([]);
  useEffect(() => {
    const wanted = focusNext.current;
    if (wanted.length === 0) return;
    focusNext.current = [];
    const targets = [...(box.current?.querySelectorAll<HTMLElement>('[data-focus]') ?? [])];
    for (const key of wanted) {
      const target = targets.find((element) => element.dataset.focus === key && !(element as HTMLButtonElement).disabled);
      if (target) return target.focus();
    }
  });

  const move = (index: number, to: number, lang: string, direction: 'up' | 'down') => {
    focusNext.current = [`${direction}:${lang}`, `${direction === 'up' ? 'down' : 'up'}:${lang}`];
    onMove(index, to);
  };
  const remove = (index: number) => {
    focusNext.current = [`remove:${taglines[index + 1]?.lang}`, `remove:${taglines[index - 1]?.lang}`, 'floor'];
    onRemove(index);
  };

  return (
    <div ref={box}>
      {/* Two columns, the buttons under each sentence: a phone shows a whole row without scrolling sideways. */}
      <Table.ScrollContainer minWidth={288}>
        <Table verticalSpacing="sm" aria-label={text.tableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{text.language}</Table.Th>
              <Table.Th scope="col">{text.tagline}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {taglines.map((tagline, index) => (
              <Table.Tr key={tagline.lang}>
                <Table.Th scope="row" fw={600}>
                  {tagline.language}{' '}
                  <Text span size="sm" c="dimmed" ff="monospace">
                    {tagline.lang}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <Text size="sm" lang={tagline.lang} dir={taglineDirection(tagline.lang)}>
                    {tagline.text}
                  </Text>
                  <Group gap="xs" mt="xs">
                    <Button variant="default" aria-label={text.moveUp(tagline.language)} data-focus={`up:${tagline.lang}`} disabled={index === 0} onClick={() => move(index, index - 1, tagline.lang, 'up')}>
                      {text.up}
                    </Button>
                    <Button
                      variant="default"
                      aria-label={text.moveDown(tagline.language)}
                      data-focus={`down:${tagline.lang}`}
                      disabled={index === taglines.length - 1}
                      onClick={() => move(index, index + 1, tagline.lang, 'down')}
                    >
                      {text.down}
                    </Button>
                    <Button
                      variant="light"
                      color="red"
                      aria-label={text.removeOf(tagline.language)}
                      data-focus={`remove:${tagline.lang}`}
                      disabled={floorNote !== null}
                      onClick={() => remove(index)}
                    >
                      {text.remove}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {floorNote !== null && (
        // Focus lands here when a removal reached the floor: the reason the Remove buttons are off is read out.
        <Text size="sm" mt="xs" tabIndex={-1} data-focus="floor">
          {floorNote}
        </Text>
      )}
    </div>
  );
}
