/** The little of fontkit (PDFKit's font engine) the record's fonts use: it ships no types. */
declare module 'fontkit' {
  export interface Font {
    /** Every code point the font has a glyph for. */
    characterSet: number[];
    /** In font units: the height above the baseline the font's lines leave for it. */
    ascent: number;
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** What PDFKit checks to take a parsed font. */
    layout(text: string): unknown;
  }
  export function create(buffer: Buffer): Font;
}
