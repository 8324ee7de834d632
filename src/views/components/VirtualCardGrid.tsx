import { defaultRangeExtractor, useWindowVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import grid from './ResponsiveGrid.module.css';
import classes from './VirtualCardGrid.module.css';

/** A row of cards as a phone draws it (photo, name, place, stars, tags, Learn More) with the gap below: a guess until measured. */
const ESTIMATED_ROW_PX = 450;
/** Rows drawn beyond each edge of the window, so a flick or a Tab lands on a card already there. */
const OVERSCAN_ROWS = 2;

interface VirtualCardGridProps<T> extends Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'children'> {
  items: readonly T[];
  /** The card for an item; `position` is its place in the whole list, from 1 (aria-posinset). */
  renderCard: (item: T, position: number) => ReactNode;
  /** What the feed is, for screen readers (its cards are articles of it). */
  label: string;
  /** Names this list across visits: its rows' measured heights are kept, so a return lays it out as it was left. */
  memoryKey?: string;
}

/**
 * Rows' measured heights by list, kept when a list leaves the page: back on it, the rows above the card the family
 * opened are as high as they were, so the shell's restored scroll lands on that card, not a guess's worth away.
 */
const measuredRows = new Map<string, VirtualItem[]>();

/**
 * ResponsiveGrid's columns, with only the rows on screen (and a few beyond) on the page: a list of hundreds keeps a
 * handful of cards, so a tap, a filter or a sort is laid out, hit-tested and painted over those alone.
 * The page itself scrolls, as before, and its height is the whole list's, so the scrollbar tells how long it is.
 *
 * It is an ARIA feed: each card is an article with its place and the list's length, Page Down and Page Up move
 * between cards, and the row holding the focus stays on the page however far it is scrolled away.
 */
export function VirtualCardGrid<T>({ items, renderCard, label, memoryKey, ...frame }: VirtualCardGridProps<T>) {
  const frameRef = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLDivElement>(null);
  const columns = useColumnCount(frameRef, probeRef);
  const [scrollMargin, setScrollMargin] = useState(0);
  const focusedRow = useRef<number | null>(null);
  /** The card Page Down or Page Up moved to before its row was drawn: focused when it is, and counted from meanwhile. */
  const pendingCard = useRef<number | null>(null);
  const rows = Math.ceil(items.length / columns);

  const keepFocusedRow = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    return focused === null || focused >= range.count || indexes.includes(focused) ? indexes : [...indexes, focused].sort((a, b) => a - b);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    // Measured heights belong to one column count: a row of one card is not as high as a row of three.
    getItemKey: (row) => `${columns}:${row}`,
    rangeExtractor: keepFocusedRow,
    // Rows on the first render already, not after a second one.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    initialMeasurementsCache: (memoryKey && measuredRows.get(memoryKey)) || [],
  });
  useLayoutEffect(
    () => () => {
      if (memoryKey) measuredRows.set(memoryKey, virtualizer.takeSnapshot());
    },
    [memoryKey, virtualizer],
  );

  // Where the grid begins on the page, read again when the cards change: so may what lies above them (the count, the
  // 'Show only matches' switch). It decides only which rows are drawn, not where, so a stale value costs nothing seen.
  useLayoutEffect(() => {
    const top = frameRef.current ? frameRef.current.getBoundingClientRect().top + window.scrollY : 0;
    setScrollMargin((current) => (Math.abs(top - current) >= 1 ? top : current));
  }, [items, columns]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
    const card = (event.target as Element).closest('[aria-posinset]');
    if (!card) return;
    // Presses quicker than the page draws (a held key, a slow phone) each count, from the card they are heading to.
    const from = pendingCard.current ?? Number(card.getAttribute('aria-posinset'));
    const next = from + (event.key === 'PageDown' ? 1 : -1);
    if (next < 1 || next > items.length) return;
    event.preventDefault();
    if (focusCard(frameRef.current, next)) return;
    pendingCard.current = next;
    virtualizer.scrollToIndex(Math.floor((next - 1) / columns), { align: 'center' });
    requestAnimationFrame(focusPendingCard);
  };
  const focusPendingCard = () => {
    if (pendingCard.current !== null && focusCard(frameRef.current, pendingCard.current)) pendingCard.current = null;
  };
  // Its row drawn after a scroll, the card a Page Down was heading to takes the focus.
  useLayoutEffect(focusPendingCard);

  return (
    <div
      ref={frameRef}
      className={grid.frame}
      {...frame}
      onFocus={(event) => {
        const row = (event.target as Element).closest('[data-index]')?.getAttribute('data-index');
        focusedRow.current = row == null ? null : Number(row);
        // The focus has moved, to the card a Page Down was heading to or wherever the family took it: nothing is pending.
        pendingCard.current = null;
        frame.onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedRow.current = pendingCard.current = null;
        frame.onBlur?.(event);
      }}
    >
      {/* Holds no card: CSS's container queries decide the columns, and the rows are cut to match what it says. */}
      <div ref={probeRef} className={`${grid.grid} ${classes.probe}`} aria-hidden />
      <div className={classes.rows} style={{ height: virtualizer.getTotalSize() }} role="feed" aria-label={label} onKeyDown={onKeyDown}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={`${grid.grid} ${classes.row}`}
            style={{ top: row.start - virtualizer.options.scrollMargin }}
          >
            {items.slice(row.index * columns, (row.index + 1) * columns).map((item, column) => renderCard(item, row.index * columns + column + 1))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The columns the grid's CSS lays out at the frame's present width (one until the page is laid out). */
function useColumnCount(frameRef: RefObject<HTMLDivElement | null>, probeRef: RefObject<HTMLDivElement | null>): number {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const probe = probeRef.current;
    if (!frame || !probe) return;
    const read = () => setColumns(Math.max(1, getComputedStyle(probe).gridTemplateColumns.split(' ').filter(Boolean).length));
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frameRef, probeRef]);
  return columns;
}

/** Focuses the card at `position` (from 1) if its row is on the page; answers whether it was. */
function focusCard(frame: HTMLElement | null, position: number): boolean {
  const card = frame?.querySelector<HTMLElement>(`[aria-posinset="${position}"]`);
  card?.focus();
  return card != null;
}
