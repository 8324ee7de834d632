import { Stack, Text, Title } from '@mantine/core';
import type { ChoiceRecord } from '../../contract/choiceRecord';
import { recordHeaderLines, type RecordClock } from '../../domain/choiceRecordLines';
import { recordEn } from '../../i18n/en.record';
import classes from './ChoiceRecord.module.css';
import { ChoiceRecordList } from './ChoiceRecordList';
import { formatBirthDate, formatMoment } from './serviceStatusText';

/**
 * The console writes times as its other pages do, in the workstation's time zone (MM/DD/YYYY h:mm AM/PM); the PDF,
 * made on the server, writes them with the server's zone named. Every other word is the PDF's.
 */
const CONSOLE_CLOCK: RecordClock = { at: formatMoment, day: formatBirthDate };

/** The record itself: who it is about, then each version of each service's list, in the PDF's order. */
export function ChoiceRecordDocument({ record }: { record: ChoiceRecord }) {
  return (
    <article className={classes.record} aria-labelledby="choice-record-title">
      <Stack gap={2} className={classes.block}>
        <Title order={2} id="choice-record-title" mb="xs">
          {recordEn.title}
        </Title>
        {recordHeaderLines(record, CONSOLE_CLOCK).map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Stack>
      {record.lists.length === 0 && <Text mt="lg">{recordEn.noLists}</Text>}
      {record.lists.map((list) => (
        <ChoiceRecordList key={list.optionListId} list={list} clock={CONSOLE_CLOCK} />
      ))}
    </article>
  );
}
