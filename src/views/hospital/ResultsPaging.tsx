import { Group, Loader, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { hospitalEn } from '../../i18n/en.hospital';

/** The wording both lists share (it was the worklist's first). */
const pagingText = hospitalEn.worklist;

interface ResultsPagingProps {
  /** The page on show of the whole list, or null before the first answer. */
  answer: { total: number; page: number; pageSize: number } | null;
  /** How many rows that page holds. */
  rows: number;
  /** Whether the next page or search is on its way (the rows on show stay meanwhile). */
  busy: boolean;
  /** The list's own "Showing …" line and its pagination's name. */
  text: { showing: (from: number, to: number, total: number) => string; pages: string };
  onPage: (page: number) => void;
  /** The rows themselves, between the line and the pages. */
  children: ReactNode;
}

/**
 * The worklist's and the catalogue's frame around their rows: the "Showing …" line with the busy line beside it
 * (announced politely), then the rows, then the pages when there is more than one. A fragment, so the page's Stack
 * spaces the three as before.
 */
export function ResultsPaging({ answer, rows, busy, text: listText, onPage, children }: ResultsPagingProps) {
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const first = answer && answer.total > 0 ? (answer.page - 1) * answer.pageSize + 1 : 0;
  return (
    <>
      <Group gap="xs" mih={24} aria-live="polite">
        {answer && answer.total > 0 && <Text size="sm">{listText.showing(first, first + rows - 1, answer.total)}</Text>}
        {busy && (
          <>
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              {pagingText.updating}
            </Text>
          </>
        )}
      </Group>
      {children}
      {answer && pages > 1 && (
        <Pagination
          total={pages}
          value={answer.page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': pagingText.pageControl(control) })}
          getItemProps={(page) => ({ 'aria-label': pagingText.page(page) })}
          aria-label={listText.pages}
        />
      )}
    </>
  );
}
