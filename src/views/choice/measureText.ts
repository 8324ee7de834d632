import type { QualityMeasures } from '../../contract/quality';
import type { MeasureFormat } from '../../domain/qualityMeasures';
import type { QualityWords } from '../../i18n/en.quality';

/** How a Medicare measure reads in `text`'s language, the same on the provider page and in the comparison. */
export function formatMeasure(text: QualityWords, value: number | null, format: MeasureFormat): string {
  if (value === null) return text.notReported;
  switch (format) {
    case 'hours':
      return text.hours(value);
    case 'percent':
      return text.percent(value);
    case 'dollars':
      return text.dollars(value);
    case 'outOf10':
      return text.outOf10(value);
    default:
      return text.count(value);
  }
}

/** A Y/N measure: Yes, No, or Not reported. */
export const flagText = (text: QualityWords, value: unknown) => (value === true ? text.yes : value === false ? text.no : text.notReported);

/** Special Focus status: 'Yes' (SFF), 'Candidate', or 'No' when CMS gives none. */
export function specialFocusText(text: QualityWords, measures: QualityMeasures): string {
  const status = measures.specialFocusStatus;
  return typeof status === 'string' && status ? (text.specialFocus.values[status] ?? status) : text.no;
}
