import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { ChoiceRecord } from '../../contract/choiceRecord';
import { recordHeaderLines, type RecordClock } from '../../domain/choiceRecordLines';
import { formatMomentIn } from '../../domain/timeZones';
import { recordEn } from '../../i18n/en.record';
import classes from './ChoiceRecord.module.css';
import { ChoiceRecordList } from './ChoiceRecordList';
import { formatBirthDate } from './serviceStatusText';

/**
 * The record itself: who it is about, then each version of each service's list, in the PDF's order. Its times are
 * written as the PDF writes them, in the record's zone (its hospital's) with the zone named: every word is the PDF's.
 */
export function ChoiceRecordDocument({ record }: { record: ChoiceRecord }) {
  const clock = useMemo<RecordClock>(() => ({ at: (seconds) => formatMomentIn(record.timeZone, seconds), day: formatBirthDate }), [record.timeZone]);
  return (
    <article className={classes.record} aria-labelledby="choice-record-title">
      <Stack gap={2} className={classes.block}>
        <Title order={2} id="choice-record-title" mb="xs">
          {recordEn.title}
        </Title>
        {recordHeaderLines(record, clock).map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Stack>
      {record.lists.length === 0 && <Text mt="lg">{recordEn.noLists}</Text>}
      {record.lists.map((list) => (
        <ChoiceRecordList key={list.optionListId} list={list} clock={clock} />
      ))}
    </article>
  );
}
