/**
 * Whether the name a family types is the patient's as the hospital registered it, when they claim it. A
 * family typing on a phone writes "Nguyen" for "Nguyễn", "OBrien" for "O'Brien", "Smith Jones" for "Smith-Jones":
 * the same person, and refusing them counted toward locking the invite. Names are compared in a form that keeps the
 * letters and drops how they were typed: Unicode compatibility decomposition (NFKD) without its combining marks,
 * letters that do not decompose but are written without their stroke on an English keyboard (Đ, Ł, Ø…) as that
 * letter, case folded, and spaces, hyphens and apostrophes left out. A different name is still a different name.
 */

/**
 * Combining marks (accents, tones, cedillas) but not kana's voicing marks: さとう and さどう are different names, where
 * Nguyen and Nguyễn are one name typed two ways.
 */
const COMBINING_MARKS = /(?![\u3099\u309a])\p{M}/gu;

/** Letters with a stroke or ligatures, which NFKD keeps whole, as an English keyboard writes them. */
const KEYBOARD_LETTERS: Record<string, string> = { đ: 'd', ł: 'l', ø: 'o', ħ: 'h', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ð: 'd' };

/** Spaces, every dash and hyphen (Unicode's Dash_Punctuation), and apostrophes as keyboards and phones write them. */
const IGNORED = /[\s\p{Pd}'’‘ʼ`´]/gu;

export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[đłøħıßæœþð]/g, (letter) => KEYBOARD_LETTERS[letter]!)
    .replace(IGNORED, '');
}

export const sameName = (registered: string, typed: string) => nameKey(registered) === nameKey(typed);
