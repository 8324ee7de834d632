/**
 * The `zipcodes` package names each ZIP code's place the way the Postal Service does, and a company or agency with
 * its own ZIP code (a "unique" ZIP) is named after itself: "Gap Inc Direct, OH" (43196), "City National Bank, OH",
 * "Internal Revenue, PA"… These are not places a family lives in or a provider sits in. This check catches them by
 * the words organisations' names have and towns' do not, tried on the whole package: it catches 80 names and lets
 * towns such as Cut Bank MT, Telephone TX, Bureau IL, Mutual OK and Lewis Center OH through.
 */
const ORGANISATION = new RegExp(
  [
    // Words a town's name never has.
    String.raw`\b(Inc|Corp|Co|Comp|Company|Ltd|Llc|Brm|Dept|Svcs?|Syste|Systems|Lending|Lottery|Insurance|Ins|Assoc|Association|Reporting|Stock Yards|Natl|Nat|Internal Revenue|Communications Com)\b`,
    // Banks and service centres (a town may be called "Green Bank" or "Lewis Center").
    String.raw`\b(Bank Of|National Bank|Union Bank|Us Bank|One Bank|Fargo Bank|Amsouth Bank|Card Center|Return Center|Service Ctr|Supply Center|Medical Center)\b`,
    // Words that end a company's name, after another word ("Telephone, TX" is a town; "Ny Telephone" is not).
    String.raw`\S\s+(Express|Direct|Mail|Mail Box|Mutual|Telephone|Electric|Elec|Bureau|International|Card)$`,
  ].join('|'),
  'i',
);

/** Whether a gazetteer name is an organisation's (a company's or agency's own ZIP code), not a town's. */
export function looksLikeOrganisation(name: string): boolean {
  return ORGANISATION.test(name);
}
