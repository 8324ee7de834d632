import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { ChoiceRecord, ListRecord, PresentedProvider } from '../../src/contract/choiceRecord';
import {
  MAX_ACKNOWLEDGED_TEXT_LENGTH,
  MAX_DISCLOSURE_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_FULL_NAME_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PLACE_NAME_LENGTH,
  MAX_REASON_LENGTH,
} from '../../src/contract/limits';
import { recordClock, renderChoiceRecordPdf } from '../../server/domain/choiceRecordPdf';

/**
 * The choice record's PDF lays out the longest values the product takes without pushing
 * anything off the page: the running header (patient, date of birth, MRN, hospital: one line) and "Page x of y" on
 * every page, and every line with a time in it. Read back with poppler's `pdftotext -bbox`, each word with its box.
 */
const toLength = (seed: string, length: number) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
/** A name of `length` characters, in Helvetica's widest letters; `unbroken` without a space to wrap at. */
const wideName = (length: number, unbroken = false) => toLength(unbroken ? 'WolfeschlegelsteinhausenbergerdorffW' : 'Wilhelmina Worthington-Wadsworth ', length).trim().padEnd(length, 'W');
const FULL_NAME = `${wideName(MAX_NAME_LENGTH)} ${wideName(MAX_NAME_LENGTH, true)}`;
const MRN = 'MW-88888888888888888';
const HOSPITAL = wideName(200);

const provider = (position: number): PresentedProvider => ({
  position,
  name: wideName(100),
  city: wideName(MAX_PLACE_NAME_LENGTH, position % 2 === 0),
  state: 'WV',
  ccn: '515001',
  overallRating: 4,
  ratingsDate: '10/2026',
  distanceMiles: 123.456,
  preferred: true,
  affiliated: true,
  disclosure: toLength('Mount Wellington owns a share of this provider; ', MAX_DISCLOSURE_LENGTH),
  shortlisted: position < 3,
  rank: position < 3 ? position + 1 : null,
});

const list: ListRecord = {
  optionListId: 1,
  version: 2,
  levelOfCare: 'skilled_nursing',
  frozen: true,
  area: { type: 'city', name: wideName(MAX_PLACE_NAME_LENGTH, true), state: 'WV', radiusMiles: 500 },
  builtBy: wideName(MAX_FULL_NAME_LENGTH),
  presented: Array.from({ length: 24 }, (_, index) => provider(index)),
  removed: Array.from({ length: 3 }, () => ({
    name: wideName(100),
    city: wideName(MAX_PLACE_NAME_LENGTH),
    state: 'WV',
    reason: toLength('Would not take the patient’s Medicare Advantage plan, whatever we asked; ', MAX_REASON_LENGTH),
    removedBy: wideName(MAX_FULL_NAME_LENGTH, true),
    removedAt: 1_800_000_000,
  })),
  invite: {
    email: `${'m'.repeat(MAX_EMAIL_LENGTH - '@example.test'.length)}@example.test`,
    relationship: 'fc_family',
    sentAt: 1_800_000_100,
    sentBy: wideName(MAX_FULL_NAME_LENGTH),
  },
  acknowledgement: { text: toLength('By creating an account I acknowledge that I am being given the right to choose. ', MAX_ACKNOWLEDGED_TEXT_LENGTH), by: { name: wideName(MAX_FULL_NAME_LENGTH, true), relationship: 'fc_family' }, at: 1_800_000_200 },
  confirmedAt: 1_800_000_300,
  confirmedBy: { name: wideName(MAX_NAME_LENGTH, true), relationship: 'fc_family' },
  guidedBy: wideName(MAX_FULL_NAME_LENGTH),
  language: 'es',
};
const record: ChoiceRecord = { id: 9, patient: { name: FULL_NAME, dateOfBirth: '1948-03-14', mrn: MRN }, hospital: HOSPITAL, timeZone: 'America/New_York', generatedAt: 1_800_000_600, lists: [list] };

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}
interface Page {
  width: number;
  height: number;
  words: Word[];
}

/** Every page with its words and their boxes (points, from the top left), as pdftotext -bbox finds them. */
function pagesOf(pdf: Buffer): Page[] {
  const html = execFileSync('pdftotext', ['-bbox', '-', '-'], { input: pdf, maxBuffer: 64 * 1024 * 1024 }).toString();
  return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map(([, width, height, body]) => ({
    width: Number(width),
    height: Number(height),
    words: [...body!.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(([, xMin, yMin, xMax, yMax, text]) => ({
      text: text!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
    })),
  }));
}

const MARGIN = 54;
/** pdftotext's boxes round to a hundredth of a point, and a glyph's box may pass its advance a little. */
const SLACK = 1;

describe('the choice record PDF with every value at its longest', () => {
  it('keeps the header, the times and "Page x of y" on every page, inside the margins', async () => {
    const pdf = await renderChoiceRecordPdf(record, { clock: recordClock('America/New_York') });
    const pages = pagesOf(pdf);
    const pageCount = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())![1]);
    expect(pages).toHaveLength(pageCount);
    expect(pageCount).toBeGreaterThan(2);

    for (const [index, page] of pages.entries()) {
      const where = `page ${index + 1}`;
      const outside = page.words.filter((word) => word.xMin < MARGIN - SLACK || word.xMax > page.width - MARGIN + SLACK || word.yMin < 0 || word.yMax > page.height);
      expect(outside.map((word) => `${word.text} [${word.xMin}–${word.xMax}]`), `${where}: words outside the page's margins`).toEqual([]);

      // The running header, one line above the body (top margin MARGIN + 30): the date of birth and the MRN whole.
      const header = page.words.filter((word) => word.yMax < MARGIN + 10);
      const headerText = header.map((word) => word.text).join(' ');
      expect(headerText, where).toContain('Date of birth: 03/14/1948');
      expect(headerText, where).toContain(`MRN: ${MRN}`);
      expect(new Set(header.map((word) => word.yMin)).size, `${where}: the header is one line`).toBe(1);
      expect(headerText.startsWith(FULL_NAME.slice(0, 40)), `${where}: the header starts with the patient's name`).toBe(true);

      // The foot: "Generated by CareChoice" and "Page x of y", on the page.
      const foot = page.words.filter((word) => word.yMin > page.height - MARGIN - 10);
      expect(foot.map((word) => word.text).join(' '), where).toBe(`Generated by CareChoice Page ${index + 1} of ${pageCount}`);
    }

    // Times (with their zone) wrap with their lines and stay on the page: every one of them is found, and inside.
    const text = pages.map((page) => page.words.map((word) => word.text).join(' ')).join(' ');
    expect(text).toContain('Generated: Jan 15, 2027, 3:10 AM EST');
    expect(text).toMatch(/Choices confirmed Jan 15, 2027, 3:05 AM EST/);
    expect(text.match(/\b\d{1,2}:\d{2} [AP]M EST\b/g)?.length).toBeGreaterThanOrEqual(7);
  });

  it('keeps the usual header whole when it fits', async () => {
    const pdf = await renderChoiceRecordPdf({ ...record, patient: { ...record.patient, name: 'Maria Rivera' }, hospital: 'Riverside General Hospital' }, { clock: recordClock('America/New_York') });
    const header = pagesOf(pdf)[0]!.words.filter((word) => word.yMax < MARGIN + 10).map((word) => word.text).join(' ');
    expect(header).toBe(`Maria Rivera · Date of birth: 03/14/1948 · MRN: ${MRN} · Riverside General Hospital`);
  });
});
