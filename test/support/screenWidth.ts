import { vi } from 'vitest';

/**
 * Makes jsdom answer media queries as a screen of `width` CSS pixels would (jsdom lays nothing out, and the views'
 * setup answers every query "no"): only `(max-width: …em)` and `(min-width: …em)` queries, at 16 px to the em, which
 * are the ones the views ask. Undone by `vi.restoreAllMocks()`.
 */
export function screenOfWidth(width: number) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const bound = /\((max|min)-width:\s*([\d.]+)em\)/.exec(query);
    const matches = bound ? (bound[1] === 'max' ? width <= Number(bound[2]) * 16 : width >= Number(bound[2]) * 16) : false;
    return { ...original(query), matches };
  });
}
