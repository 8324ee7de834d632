import { Text } from '@mantine/core';
import type { PlannerPatient } from '../../contract/planner';
import { hospitalEn } from '../../i18n/en.hospital';
import { useConsoleClock } from './consoleClock';

const text = hospitalEn.patient.ehrFiling;

/**
 * Where the patient's choice record stands in the hospital's EHR, beside the record's link: queued, filed (when), or
 * failed with the reason and when it is tried again. Nothing for a hospital that files to no EHR.
 */
export function EhrFilingStatus({ filing }: { filing: PlannerPatient['ehrFiling'] }) {
  const clock = useConsoleClock();
  if (!filing) return null;
  if (filing.status === 'filed') return <Text size="sm">{text.filed(clock.moment(filing.filedAt ?? 0))}</Text>;
  if (filing.status === 'pending') return <Text size="sm">{text.pending}</Text>;
  return (
    <Text size="sm" c="red.8">
      {text.failed(clock.moment(filing.nextAttemptAt ?? 0), filing.reason ?? '')}
    </Text>
  );
}
