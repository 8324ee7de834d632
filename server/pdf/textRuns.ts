import bidiFactory from 'bidi-js';
import { baseFace, cjkLanguagesOf, faceFor, type Face, type Weight } from './recordFonts';

/**
 * A line of the record as PDFKit can write it: pieces in the order they appear from left to right, each in one face.
 *
 * PDFKit writes left to right and lays out each word on its own; fontkit, under it, shapes a word of Arabic or
 * Hebrew (joined letters) and turns it right to left. The rest is done here with the Unicode bidirectional algorithm
 * (bidi-js), the paragraph being left to right (the record is written in a left-to-right language): the levels of
 * each character, then runs of one level and face, put in visual order (rule L2) with mirrored brackets; in a
 * right-to-left run the words change places and each word is a piece of its own, so fontkit turns its letters and
 * nothing else. A run that wraps onto a second line is not reordered per line: names and places, the record's
 * right-to-left text, fit on a line.
 *
 * A character no font of the record has is written as its code point, "[U+0905]", and listed in `missing`: never
 * dropped or shown as another character without a word.
 */
export interface TextPiece {
  face: Face;
  text: string;
}

export interface LaidOutText {
  pieces: TextPiece[];
  /** Characters no font has, as "U+…" (their code points, not the text they are in). */
  missing: string[];
}

const bidi = bidiFactory();
/** Text every font writes as is: printable ASCII, one left-to-right piece (nearly all of a record). */
const PLAIN = /^[\x20-\x7e]*$/;
/**
 * What can make a line anything but left to right: the right-to-left scripts' blocks (Hebrew to N'Ko and Arabic's
 * extensions, their presentation forms, the historic ones beyond the BMP) and the bidi controls. A line without them
 * is all at level 0, and the bidi algorithm, the costliest step here, is not run.
 */
const MAY_BE_RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u{10800}-\u{10fff}\u{1e800}-\u{1efff}\u200f\u202a-\u202e\u2066-\u2069]/u;
/** Right-to-left letters (bidi classes R and AL): a word holding one is turned by fontkit itself. */
const isRightToLeftLetter = (character: string) => {
  const type = bidi.getBidiCharTypeName(character);
  return type === 'R' || type === 'AL';
};

interface Run {
  face: Face;
  level: number;
  text: string;
}

export function layOutText(text: string, weight: Weight): LaidOutText {
  const missing: string[] = [];
  const pieces = text.split('\n').flatMap((line, index) => {
    const linePieces = layOutLine(line, weight, missing);
    return index === 0 ? linePieces : [{ face: baseFace(weight), text: '\n' }, ...linePieces];
  });
  return { pieces, missing };
}

function layOutLine(line: string, weight: Weight, missing: string[]): TextPiece[] {
  if (PLAIN.test(line)) return [{ face: baseFace(weight), text: line }];
  const levels = MAY_BE_RIGHT_TO_LEFT.test(line) ? bidi.getEmbeddingLevels(line, 'ltr').levels : new Uint8Array(line.length);
  const cjk = cjkLanguagesOf(line);
  const runs: Run[] = [];
  let index = 0;
  for (const character of line) {
    const level = levels[index]!;
    const codePoint = character.codePointAt(0)!;
    let face = faceFor(codePoint, weight, cjk.get(index));
    index += character.length;
    let written = level % 2 ? (bidi.getMirroredCharacter(character) ?? character) : character;
    if (!face) {
      const name = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
      missing.push(name);
      face = baseFace(weight);
      written = `[${name}]`;
    }
    const last = runs.at(-1);
    if (last && last.face.key === face.key && last.level === level) last.text += written;
    else runs.push({ face, level, text: written });
  }
  return inVisualOrder(runs).flatMap((run) => (run.level % 2 ? rightToLeftPieces(run) : [{ face: run.face, text: run.text }]));
}

/** Rule L2: from the highest level down to the lowest odd one, each stretch of runs at that level or above reversed. */
function inVisualOrder(runs: Run[]): Run[] {
  const ordered = [...runs];
  const highest = Math.max(...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => run.level).filter((level) => level % 2));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < ordered.length; start++) {
      if (ordered[start]!.level < level) continue;
      let end = start;
      while (end + 1 < ordered.length && ordered[end + 1]!.level >= level) end++;
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return ordered;
}

/** A right-to-left run as pieces from left to right: its words and spaces in reverse order, each word turned. */
function rightToLeftPieces(run: Run): TextPiece[] {
  return run.text
    .split(/( +)/)
    .filter(Boolean)
    .reverse()
    .map((word) => ({ face: run.face, text: [...word].some(isRightToLeftLetter) ? word : [...word].reverse().join('') }));
}
