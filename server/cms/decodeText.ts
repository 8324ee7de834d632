import { isUtf8 } from 'node:buffer';

/**
 * The text of a CMS file read as bytes. CMS's downloads are UTF-8, but one saved again by
 * a spreadsheet on Windows is Windows-1252, where 'é' is the one byte 0xE9, not UTF-8 at all: read as UTF-8 it loaded
 * as U+FFFD, silently. The file's first character beyond ASCII decides, as the bytes stream by (the file is never
 * held whole): a UTF-8 one makes the file UTF-8 throughout, and a later byte that is not UTF-8 refuses the file at
 * its line (a file of two encodings is damaged: no reading of it is right); a byte that cannot start a UTF-8 character
 * makes it Windows-1252 throughout (every byte is a character in it, and the ASCII before reads the same in both).
 * UTF-16, which a spreadsheet's "Unicode text" writes, is refused by name (docs/decisions.md).
 */

/** The file cannot be read as text; `line` is the line of the first byte that says so. */
export class EncodingRefusal extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Windows-1252's characters of bytes 0x80-0x9F (WHATWG's table; the five it leaves undefined stay C1 controls, which
 * a cell may not hold). The other bytes are ISO-8859-1's. Not TextDecoder('windows-1252'): Node 20's reads these 32
 * bytes as ISO-8859-1 too, so "Mary’s" (0x92) came out with a control character.
 */
const HIGH = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
const windows1252 = {
  decode: (bytes: Uint8Array) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      .toString('latin1')
      .replace(/[\u0080-\u009f]/g, (char) => HIGH[char.charCodeAt(0) - 0x80]!),
};
const NEWLINE = 0x0a;

function newlines(bytes: Uint8Array, end = bytes.length): number {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at !== -1 && at < end; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/** Where a UTF-8 character cut by the end of `bytes` starts (its bytes wait for the next chunk); the length if none is. */
function cutCharacter(bytes: Uint8Array): number {
  for (let at = bytes.length - 1; at >= Math.max(0, bytes.length - 3); at--) {
    const byte = bytes[at]!;
    if (byte < 0x80) return bytes.length;
    if (byte >= 0xc0) return bytes.length - at < (byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2) ? at : bytes.length;
  }
  return bytes.length;
}

/** The offset of the first byte of `bytes` that is not part of a well-formed UTF-8 character, or -1. */
function firstNotUtf8(bytes: Uint8Array): number {
  for (let at = 0; at < bytes.length; ) {
    const byte = bytes[at]!;
    if (byte < 0x80) {
      at++;
      continue;
    }
    const length = byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 0;
    if (length === 0 || at + length > bytes.length || !isUtf8(bytes.subarray(at, at + length))) return at;
    at += length;
  }
  return -1;
}

const firstBeyondAscii = (bytes: Uint8Array) => bytes.findIndex((byte) => byte >= 0x80);

const notUtf8Throughout = (line: number) =>
  new EncodingRefusal(line, 'The file is not UTF-8 throughout: this line is not, though an earlier one is. Save the whole file as UTF-8 and run it again.');

/** The text of `chunks`, UTF-8 or Windows-1252 as their first character beyond ASCII says; throws EncodingRefusal. */
export async function* decodeText(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<string> {
  /** 'ascii' until the first byte beyond ASCII, read the same by both. */
  let encoding: 'ascii' | 'utf-8' | 'windows-1252' = 'ascii';
  /** The bytes of a UTF-8 character the previous chunk's end cut. */
  let carried: Uint8Array = new Uint8Array(0);
  /** The line of the chunk's first byte. */
  let line = 1;
  let first = true;
  for await (const chunk of chunks) {
    const bytes = carried.length ? Buffer.concat([carried, chunk]) : chunk;
    if (first) {
      // The byte-order mark's two bytes, whatever the chunks.
      if (bytes.length < 2) {
        carried = bytes;
        continue;
      }
      first = false;
      if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
        throw new EncodingRefusal(1, 'The file is UTF-16 text: save it as UTF-8 (or "CSV" in a spreadsheet) and run it again.');
      }
    }
    if (encoding === 'windows-1252') {
      yield windows1252.decode(bytes);
      continue;
    }
    const end = cutCharacter(bytes);
    const body = bytes.subarray(0, end);
    if (isUtf8(body)) {
      const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
      // Fewer characters than bytes: one beyond ASCII, and it was UTF-8.
      if (encoding === 'ascii' && text.length !== body.length) encoding = 'utf-8';
      carried = bytes.slice(end);
      line += newlines(body);
      yield text;
      continue;
    }
    const bad = firstNotUtf8(body);
    if (encoding === 'utf-8' || firstBeyondAscii(body) < bad) throw notUtf8Throughout(line + newlines(body, bad));
    encoding = 'windows-1252';
    carried = new Uint8Array(0);
    yield windows1252.decode(bytes);
  }
  if (carried.length) {
    // The file ends inside a UTF-8 character: a Windows-1252 file's last letter, or a cut UTF-8 file.
    if (encoding === 'utf-8') throw notUtf8Throughout(line);
    yield windows1252.decode(carried);
  }
}
