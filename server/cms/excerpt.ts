/**
 * What a refusal shows of a cell. Refusals are printed on the operator's terminal, so a
 * cell is never echoed as it is: a CMS file is data from outside, and a cell could hold a screen's worth of text or
 * terminal escapes (ESC [2J clears the screen, ESC ]0; retitles the window). A refusal names the row and the column and
 * shows at most EXCERPT_LENGTH characters of the cell, cut with '…', escaped as a JSON string would be.
 */

/** Characters of a cell a refusal shows. */
export const EXCERPT_LENGTH = 40;

/**
 * Characters shown as \uXXXX escapes: control characters (C0, ESC and NUL among them; DEL; C1, where 0x9B is a
 * one-byte CSI), the line and paragraph separators, and the bidirectional controls that make text read in another
 * order than it is written ("Trojan Source"). Quotes and backslashes are escaped too, so the excerpt reads as one string.
 */
const ESCAPED = /[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}"\\]/gu;

const escape = (char: string) => (char === '"' || char === '\\' ? `\\${char}` : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** `text` with its control characters, quotes and backslashes escaped (\u001b, \", \\): safe to print whole. */
export function escaped(text: string): string {
  return text.replace(ESCAPED, escape);
}

/** `text` cut to `length` characters (whole code points), with '…' when cut, then escaped. */
export function shown(text: string, length = EXCERPT_LENGTH): string {
  let kept = 0;
  let count = 0;
  for (const point of text) {
    if (count === length) return `${escaped(text.slice(0, kept))}…`;
    kept += point.length;
    count++;
  }
  return escaped(text);
}

/** A cell as a refusal quotes it: `"MAPLE\u0000GROVE"`, at most EXCERPT_LENGTH characters of it. */
export const excerpt = (cell: string): string => `"${shown(cell)}"`;

/**
 * Control characters a cell read may not hold. NUL cannot be stored at all (PostgreSQL's text refuses it), and none
 * of them is in CMS's data: a cell with one is a damaged file, refused rather than shown to families. A tab is text.
 */
const CONTROL = /(?!\t)\p{Cc}/u;

/** Throws (with the column and an excerpt) when `cell` holds a control character; else answers it. */
export function withoutControls(cell: string, column: string): string {
  const found = CONTROL.exec(cell);
  if (!found) return cell;
  const code = found[0].charCodeAt(0);
  const what = code === 0 ? 'a NUL byte' : `a control character (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
  throw new Error(`${column} has ${what}: ${excerpt(cell)}`);
}
