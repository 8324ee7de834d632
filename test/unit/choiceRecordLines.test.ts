import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { recordClock, renderChoiceRecordPdf } from '../../server/domain/choiceRecordPdf';
import { listLines, recordHeaderLines } from '../../src/domain/choiceRecordLines';
import { CONFIRMED_LIST, OPEN_LIST, RECORD } from '../fixtures/choiceRecord';

/**
 * The console's page and the PDF say the same thing: every line the page composes
 * (src/domain/choiceRecordLines.ts) is in the PDF the server draws for the same record and clock, in the same order.
 * The PDF is read back with poppler's pdftotext, line ends and runs of spaces made single spaces.
 */
const clock = recordClock('America/New_York');

/** Every line of the record as the page shows it, in the page's order (a provider's number is the list's marker). */
function pageLines(): string[] {
  const lines = [...recordHeaderLines(RECORD, clock)];
  for (const list of RECORD.lists) {
    const parts = listLines(list, clock);
    lines.push(parts.heading, parts.status, parts.area, ...(parts.builtBy ? [parts.builtBy] : []), parts.presentedHeading);
    for (const [index, provider] of parts.presented.entries()) {
      lines.push(`${index + 1}. ${provider.name}${provider.place}`, provider.facts, ...(provider.disclosure ? [provider.disclosure] : []));
    }
    if (parts.removedHeading) lines.push(parts.removedHeading, ...parts.removed);
    lines.push(parts.invite, ...parts.acknowledgement, ...parts.choices);
  }
  return lines;
}

describe('the choice record’s lines', () => {
  it('are the PDF’s, in its order', async () => {
    const pdf = await renderChoiceRecordPdf(RECORD, { clock });
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');
    let from = 0;
    for (const line of pageLines()) {
      const found = text.indexOf(line, from);
      expect(found, `${line}\n(not found after: …${text.slice(Math.max(0, from - 80), from)})`).toBeGreaterThanOrEqual(0);
      from = found + line.length;
    }
  });

  it('word each part as the record has it', () => {
    const confirmed = listLines(CONFIRMED_LIST, clock);
    expect(confirmed.heading).toBe('Skilled Nursing');
    expect(confirmed.area).toBe('Area: distances from Columbus, OH; every provider within 10 miles was listed.');
    expect(confirmed.presented[0]!.facts).toBe(
      "CMS certification number 365001 · Medicare overall rating 4 of 5 (data of 10/2026) · 2.3 miles · Preferred by the hospital · Family's choice #2",
    );
    expect(confirmed.acknowledgement[0]).toBe('“I understand that I may choose any provider on this list.”');
    const open = listLines(OPEN_LIST, clock);
    expect(open.heading).toBe('Home Healthcare (version 2 of the list)');
    expect(open.status).toBe('Not confirmed yet: this part shows the list as it is now.');
    expect(open.area).toBe('Area: not recorded for this list; distances are from the hospital.');
    expect(open.removedHeading).toBeNull();
    expect(open.choices).toEqual(['Saved: CareFirst Home Health.', 'Ranking: none yet.', 'Language the family used: English.']);
  });

  it('word a provider CareChoice left off itself (42 CFR 482.43(c)) without a person or a time, in the PDF too', async () => {
    const reason = "Does not serve the patient's home ZIP code 43215 (CMS data)";
    const list = { ...OPEN_LIST, removed: [{ name: 'Scioto Home Care', city: 'Columbus', state: 'OH', reason, removedBy: null, removedAt: null }] };
    const lines = listLines(list, clock);
    expect(lines.removedHeading).toBe('Left off the list by the hospital, with the reason (1)');
    expect(lines.removed).toEqual([`Scioto Home Care, Columbus, OH. Reason: ${reason} (left off by CareChoice; not shown to the family)`]);
    const pdf = await renderChoiceRecordPdf({ ...RECORD, lists: [list] }, { clock });
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');
    expect(text).toContain(lines.removed[0]);
  });
});

describe('a provider’s ratings in the record', () => {
  const provider = CONFIRMED_LIST.presented[0]!;
  const factsOf = (changes: Partial<typeof provider>) => listLines({ ...CONFIRMED_LIST, presented: [{ ...provider, ...changes }] }, clock).presented[0]!.facts;

  it('names every star rating the family saw, unrated ones too, with the date of Medicare’s data', () => {
    const ratings = [
      { name: 'Medicare Quality Rating', stars: 4 },
      { name: 'Patient Satisfaction', stars: null },
    ];
    expect(factsOf({ ratings, ratingsDate: '10/2026' })).toContain('Medicare Quality Rating 4 of 5, Patient Satisfaction not rated (data of 10/2026)');
  });

  it('names none for a level the family saw no rating for', () => {
    expect(factsOf({ ratings: [], overallRating: null })).not.toMatch(/rating|data/i);
  });

  it('names the overall rating alone in a record frozen before every rating was kept', () => {
    expect(factsOf({ ratings: undefined, overallRating: 3, ratingsDate: null })).toContain('Medicare overall rating 3 of 5 (data date not recorded)');
  });
});
