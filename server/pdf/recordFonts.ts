import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create as openFont, type Font } from 'fontkit';

/**
 * The fonts a choice record is written in, so that every name prints as it was typed (42 CFR 482.43(c): the record
 * is the hospital's proof of whose choice it was). The PDF's standard Helvetica knows only Windows-1252: "Nguyễn"
 * came out as "NguyÅn". PDFKit embeds the glyphs a record uses (a subset), so covering many scripts costs a PDF only
 * the characters it holds.
 *
 * - DejaVu Sans (dejavu-fonts-ttf) writes everything it covers: Latin with every European and Vietnamese mark, Greek,
 *   Cyrillic, Hebrew and Arabic, in one face (and its bold), so a line of English with a Polish or Vietnamese name
 *   reads as one type.
 * - Noto Sans JP, KR, SC and TC (@fontsource, sliced as Google Fonts serves them: about a hundred files each, by
 *   Unicode range) write Chinese, Japanese and Korean. Only the slices a record needs are read.
 *
 * A run of CJK text takes the font of its language where its letters tell (kana: Japanese; hangul: Korean), else
 * Simplified Chinese; a character that font lacks takes the next CJK font that has it.
 */
export type Weight = 'regular' | 'bold';

export interface Face {
  /** The name the face is registered under in a PDF document. */
  key: string;
  path: string;
}

const require = createRequire(import.meta.url);
/** A package's folder, found through a file its `exports` lets out (fontsource's own `exports` hide the rest). */
const packageDir = (file: string) => dirname(require.resolve(file));

const DEJAVU_DIR = join(packageDir('dejavu-fonts-ttf/package.json'), 'ttf');
const DEJAVU: Record<Weight, Face> = {
  regular: { key: 'DejaVuSans', path: join(DEJAVU_DIR, 'DejaVuSans.ttf') },
  bold: { key: 'DejaVuSans-Bold', path: join(DEJAVU_DIR, 'DejaVuSans-Bold.ttf') },
};
const CSS_WEIGHT: Record<Weight, number> = { regular: 400, bold: 700 };

export type CjkLanguage = 'jp' | 'kr' | 'sc' | 'tc';
const CJK_LANGUAGES: CjkLanguage[] = ['sc', 'tc', 'jp', 'kr'];

interface Slice {
  /** The slice's name in its file names: "latin", or "21" for fontsource's "[21]". */
  name: string;
  ranges: [number, number][];
}

/** A `unicode-range` ("U+4e00-4e8f,U+30??,U+3001") as inclusive code point ranges. */
export function parseUnicodeRange(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const value = part.trim().replace(/^U\+/i, '');
    if (value.includes('?')) return [parseInt(value.replace(/\?/g, '0'), 16), parseInt(value.replace(/\?/g, 'f'), 16)];
    const [from, to = from] = value.split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)];
  });
}

const slicesOf = new Map<CjkLanguage, { dir: string; slices: Slice[] }>();
function cjkSlices(language: CjkLanguage) {
  let found = slicesOf.get(language);
  if (!found) {
    const dir = packageDir(`@fontsource/noto-sans-${language}/LICENSE`);
    const ranges = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
    found = { dir, slices: Object.entries(ranges).map(([name, range]) => ({ name: name.replace(/^\[(\d+)\]$/, '$1'), ranges: parseUnicodeRange(range) })) };
    slicesOf.set(language, found);
  }
  return found;
}

/** The Noto Sans slice of `language` with a glyph for `codePoint`, if any. */
function cjkFace(language: CjkLanguage, codePoint: number, weight: Weight): Face | null {
  const { dir, slices } = cjkSlices(language);
  const slice = slices.find(({ ranges }) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to));
  if (!slice) return null;
  const file = `noto-sans-${language}-${slice.name}-${CSS_WEIGHT[weight]}-normal.woff`;
  return { key: file.replace(/\.woff$/, ''), path: join(dir, 'files', file) };
}

/**
 * The CJK letters of the four languages and the marks they share: CJK punctuation, the long vowel mark ー, full-width
 * forms. (Not by script extensions: those count the Latin middle dot as Han.)
 */
const CJK_CHARACTER = String.raw`[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\u3000-\u303f\u30fc\uff00-\uffef]`;
const CJK_STRETCH = new RegExp(String.raw`${CJK_CHARACTER}+(?:\s+${CJK_CHARACTER}+)*`, 'gu');

/**
 * The CJK language of each stretch of CJK text in `line` (cjkLanguageOf), by the UTF-16 index of its characters: a
 * Chinese and a Korean name on one line each take their own font.
 */
export function cjkLanguagesOf(line: string): Map<number, CjkLanguage> {
  const languages = new Map<number, CjkLanguage>();
  for (const stretch of line.matchAll(CJK_STRETCH)) {
    const language = cjkLanguageOf(stretch[0]);
    for (let index = stretch.index; index < stretch.index + stretch[0].length; index++) languages.set(index, language);
  }
  return languages;
}

let dejavu: { coverage: Set<number>; ascender: number } | null = null;
function dejavuMetrics() {
  if (!dejavu) {
    const font = parsedFont(DEJAVU.regular);
    dejavu = { coverage: new Set(font.characterSet), ascender: font.ascent / font.unitsPerEm };
  }
  return dejavu;
}

/** Whether DejaVu Sans has a glyph for `codePoint` (its bold covers the same scripts). */
const dejavuCovers = (codePoint: number) => dejavuMetrics().coverage.has(codePoint);

/**
 * Where the base face's baseline lies below the top of a line, as a fraction of the font size: every face of a line
 * is set on it, or a CJK name would sit lower than the words around it (PDFKit sets each face by its own ascender).
 */
export const baseAscender = () => dejavuMetrics().ascender;

/** Which CJK font a run of text is written in first, from the letters only one language uses. */
export function cjkLanguageOf(text: string): CjkLanguage {
  if (/[\u3040-\u30ff\u31f0-\u31ff]/u.test(text)) return 'jp';
  if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u.test(text)) return 'kr';
  return 'sc';
}

/**
 * The face that writes `codePoint` in `weight`, or null when no font of the record has it. `cjk`: the language a run
 * of CJK text was written in (cjkLanguageOf). A CJK font without a bold writes bold as regular: never a wrong glyph.
 */
export function faceFor(codePoint: number, weight: Weight, cjk: CjkLanguage = 'sc'): Face | null {
  if (dejavuCovers(codePoint)) return DEJAVU[weight];
  for (const language of [cjk, ...CJK_LANGUAGES.filter((other) => other !== cjk)]) {
    const face = cjkFace(language, codePoint, weight);
    if (face) return face;
  }
  return null;
}

/** The face plain text (the record's own words) is written in. */
export const baseFace = (weight: Weight): Face => DEJAVU[weight];

const parsedFonts = new Map<string, Font>();
/**
 * A face read and parsed once per process, for every record (PDFKit takes a parsed font as well as a file): parsed
 * again for each document, DejaVu's tables were most of a record's garbage, and the render thread's collector ran
 * beside the server on a two-core host. PDFKit keeps what is per document (the subset, the widths) apart.
 */
export function parsedFont(face: Face): Font {
  let font = parsedFonts.get(face.key);
  if (!font) {
    font = openFont(readFileSync(face.path));
    parsedFonts.set(face.key, font);
  }
  return font;
}
