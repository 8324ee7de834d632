import { readFileSync } from 'node:fs';
import { create as openFont } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { cjkLanguageOf, faceFor, parseUnicodeRange, type Weight } from '../../server/pdf/recordFonts';
import { layOutText } from '../../server/pdf/textRuns';

/**
 * The choice record's text in every script: which font writes each character, and the order the
 * pieces of a line are written in from left to right (PDFKit writes left to right; fontkit turns a right-to-left word).
 */
const NAMES = ['Nguyễn Thị Ánh', 'Łukasz Żółkiewski', 'Γιώργος Παπαδόπουλος', 'Наталья Иванова', '王秀英', '김민준', '山田 花子', '陳美玲', 'محمد علي', 'דוד כהן'];

const texts = (text: string, weight: Weight = 'regular') => layOutText(text, weight).pieces.map((piece) => piece.text);

describe('the record’s fonts', () => {
  it.each(['regular', 'bold'] as const)('have a real glyph, in %s, for every character of names in ten scripts', (weight) => {
    for (const name of NAMES) {
      for (const character of name) {
        const face = faceFor(character.codePointAt(0)!, weight, cjkLanguageOf(name));
        expect(face, `${name}: ${character}`).not.toBeNull();
        expect(openFont(readFileSync(face!.path)).hasGlyphForCodePoint(character.codePointAt(0)!), `${name}: ${character} in ${face!.key}`).toBe(true);
      }
    }
  });

  it('write a Japanese name in the Japanese font and a Korean one in the Korean font, Chinese in Simplified Chinese', () => {
    expect(faceFor('田'.codePointAt(0)!, 'regular', cjkLanguageOf('山田 花子'))!.key).toMatch(/^noto-sans-sc-|^noto-sans-jp-/);
    expect(faceFor('花'.codePointAt(0)!, 'regular', cjkLanguageOf('やまだ 花子'))!.key).toMatch(/^noto-sans-jp-/);
    expect(faceFor('김'.codePointAt(0)!, 'regular', cjkLanguageOf('김민준'))!.key).toMatch(/^noto-sans-kr-/);
    expect(faceFor('王'.codePointAt(0)!, 'bold', cjkLanguageOf('王秀英'))!.key).toMatch(/^noto-sans-sc-.*-700-normal$/);
    expect(faceFor('ễ'.codePointAt(0)!, 'bold')!.key).toBe('DejaVuSans-Bold');
  });

  it('read fontsource’s unicode ranges, wildcards included', () => {
    expect(parseUnicodeRange('U+4e00-4e8f, U+30??,U+3001')).toEqual([
      [0x4e00, 0x4e8f],
      [0x3000, 0x30ff],
      [0x3001, 0x3001],
    ]);
  });
});

describe('a line of the record, laid out', () => {
  it('keeps a left-to-right line whole, in one piece', () => {
    expect(texts('1. Nguyễn Thị Ánh, Columbus, OH')).toEqual(['1. Nguyễn Thị Ánh, Columbus, OH']);
  });

  it('puts the words of a right-to-left name from right to left, each word turned by the font itself', () => {
    // Visual order, left to right: the last word first; each word is still in reading order for fontkit to shape.
    expect(texts('محمد علي')).toEqual(['علي', ' ', 'محمد']);
    expect(texts('1. דוד כהן, Columbus, OH')).toEqual(['1. ', 'כהן', ' ', 'דוד', ', Columbus, OH']);
  });

  it('keeps numbers in right-to-left text left to right, and mirrors brackets', () => {
    expect(texts('שלום 123 עולם')).toEqual(['עולם', ' ', '123', ' ', 'שלום']);
    // Brackets inside right-to-left text swap ("(" for ")"); fontkit then turns the word, brackets and all.
    expect(texts('דוד (כהן) שלום')).toEqual(['שלום', ' ', ')כהן(', ' ', 'דוד']);
    // Around a right-to-left name in an English line they stay the line's, left to right.
    expect(texts('Born (דוד)')).toEqual(['Born (', 'דוד', ')']);
  });

  it('writes Chinese, Korean and Latin in their own faces on one line', () => {
    const { pieces } = layOutText('王秀英 · 김민준 · Ana', 'regular');
    // The CJK fonts come in slices by Unicode range: a name may take several slices of its font.
    const byFont = pieces.map((piece) => [piece.face.key.replace(/-\d+-400-normal$/, ''), piece.text]);
    const fonts = byFont.map(([font]) => font).filter((font, index, all) => font !== all[index - 1]);
    expect(fonts).toEqual(['noto-sans-sc', 'DejaVuSans', 'noto-sans-kr', 'DejaVuSans']);
    expect(byFont.map(([, text]) => text).join('')).toBe('王秀英 · 김민준 · Ana');
  });

  it('writes a character no font has as its code point, and says which', () => {
    // Devanagari: not among the record's scripts.
    const { pieces, missing } = layOutText('Anil अ', 'regular');
    expect(pieces.map((piece) => piece.text).join('')).toBe('Anil [U+0905]');
    expect(missing).toEqual(['U+0905']);
  });
});
