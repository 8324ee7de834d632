/**
 * A moment (Unix seconds) as a FHIR instant on the hospital's clocks, with their offset: "2026-11-28T15:04:00-05:00".
 * FHIR requires the offset; writing the hospital's local time keeps the record's times readable as the PDF gives them.
 */
export function fhirInstant(unixSeconds: number, timeZone: string): string {
  const date = new Date(unixSeconds * 1000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  // 'GMT-05:00', or 'GMT' where the zone is UTC's.
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
