import { Button, Container, Group, Stack } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { hospitalEn } from '../../i18n/en.hospital';
import { recordEn } from '../../i18n/en.record';
import { choiceRecordMachine } from '../../machines/hospital/choiceRecordMachine';
import { selectChoiceRecord, selectChoiceRecordPdf, selectChoiceRecordPdfDownload, selectChoiceRecordStatus, selectFamilyCopy } from '../../machines/hospital/choiceRecordSelectors';
import { consolePath } from '../../machines/hospital/consolePaths';
import { FullScreenLoader } from '../shell/FullScreenLoader';
import classes from './ChoiceRecord.module.css';
import { ChoiceRecordDocument } from './ChoiceRecordDocument';
import { ConsoleBackLink } from './ConsoleBackLink';
import { ConsolePageState } from './ConsolePageState';

const text = hospitalEn.choiceRecord;

/**
 * `/hospital/patients/{id}/choice-record`: the record a hospital files in the chart, as a page in
 * the PDF's words, with the PDF itself and the browser's print (which prints the record alone) at the top.
 */
export function ChoiceRecordPage({ params }: { params: Record<string, string> }) {
  const patientId = Number(params.id);
  // Keyed by the patient: another patient's address is another load, never this one's record.
  return <PatientChoiceRecord key={patientId} patientId={patientId} />;
}

function PatientChoiceRecord({ patientId }: { patientId: number }) {
  const [snapshot, send] = useMachine(choiceRecordMachine, { input: { patientId } });
  useEffect(() => send({ type: 'resource.entered' }), [send]);
  const status = selectChoiceRecordStatus(snapshot);
  const record = selectChoiceRecord(snapshot);
  const familyCopy = selectFamilyCopy(snapshot);
  const back = { href: consolePath('PATIENT', { id: patientId }), label: text.back };

  if (status === 'notFound' || status === 'failed') {
    return <ConsolePageState status={status} back={back} titles={text} onRetry={() => send({ type: 'resource.retried' })} />;
  }
  if (!record) return <FullScreenLoader title={text.loading} />;
  return (
    <Container size="md" py="lg" className={classes.page}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm" className={classes.notPrinted}>
          <ConsoleBackLink {...back} />
          <Group gap="sm">
            {/* The server's PDF, the copy for the chart with page numbers: saved as a file, or in the browser's viewer. */}
            <Button component="a" href={selectChoiceRecordPdfDownload(snapshot)} download>
              {recordEn.downloadPdf}
            </Button>
            <Button component="a" variant="default" href={selectChoiceRecordPdf(snapshot)} target="_blank" rel="noopener">
              {recordEn.openPdf}
            </Button>
            {familyCopy && (
              <Button component="a" variant="default" href={familyCopy.href} target="_blank" rel="noopener">
                {text.familyCopy(recordEn.languages[familyCopy.language] ?? familyCopy.language)}
              </Button>
            )}
            <Button variant="light" onClick={() => window.print()}>
              {recordEn.print}
            </Button>
          </Group>
        </Group>
        <ChoiceRecordDocument record={record} />
      </Stack>
    </Container>
  );
}
