import type PDFKit from 'pdfkit';
import { baseAscender, parsedFont, type Face, type Weight } from './recordFonts';
import { layOutText } from './textRuns';

/**
 * Writing and measuring the record's text in a PDFKit document, in whatever scripts it holds (textRuns.ts): each
 * piece in its face, the pieces of one text continued on one line as PDFKit continues text.
 */
type TextOptions = PDFKit.Mixins.TextOptions;

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** Makes `face` the document's current font, embedding it on first use (PDFKit keeps only the glyphs used). */
function useFace(doc: PDFKit.PDFDocument, face: Face) {
  let faces = registered.get(doc);
  if (!faces) registered.set(doc, (faces = new Set()));
  if (!faces.has(face.key)) {
    // A parsed fontkit font, which PDFKit takes (its types name only files and bytes).
    doc.registerFont(face.key, parsedFont(face) as unknown as Buffer);
    faces.add(face.key);
  }
  doc.font(face.key);
}

/**
 * Writes `text` at (x, y) when given, else where the last text left off, with PDFKit's options (`continued` keeps the
 * line open for the next text, as PDFKit's own).
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, weight: Weight, options: TextOptions & { x?: number; y?: number } = {}) {
  const { x, y, ...textOptions } = options;
  const { pieces } = layOutText(text, weight);
  // PDFKit keeps the size it writes in to itself; its types do not show it.
  const baseline = -baseAscender() * (doc as unknown as { _fontSize: number })._fontSize;
  pieces.forEach((piece, index) => {
    useFace(doc, piece.face);
    const pieceOptions = { ...textOptions, baseline, continued: index < pieces.length - 1 || Boolean(textOptions.continued) };
    if (index === 0 && x !== undefined) doc.text(piece.text, x, y, pieceOptions);
    else doc.text(piece.text, pieceOptions);
  });
}

/** The width of `text` on one line, at the current font size. */
export function widthOfText(doc: PDFKit.PDFDocument, text: string, weight: Weight): number {
  let width = 0;
  for (const piece of layOutText(text, weight).pieces) {
    useFace(doc, piece.face);
    width += doc.widthOfString(piece.text);
  }
  return width;
}

/**
 * The height `text` takes wrapped to `options.width`: PDFKit's own measure for text in one face; for text in several,
 * its lines counted from its width (only page breaks depend on it).
 */
export function heightOfText(doc: PDFKit.PDFDocument, text: string, weight: Weight, options: TextOptions = {}): number {
  const { pieces } = layOutText(text, weight);
  if (pieces.length === 1) {
    useFace(doc, pieces[0]!.face);
    return doc.heightOfString(pieces[0]!.text, options);
  }
  const width = options.width ?? doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const lines = Math.max(1, Math.ceil(widthOfText(doc, text, weight) / width)) + (text.match(/\n/g)?.length ?? 0);
  return lines * doc.currentLineHeight(true);
}
