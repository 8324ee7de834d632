import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ListRecord } from '../../contract/choiceRecord';
import { listLines, type RecordClock } from '../../domain/choiceRecordLines';
import { recordEn } from '../../i18n/en.record';
import classes from './ChoiceRecord.module.css';

/**
 * One version of a service's list, part by part as the PDF has it: whether the family confirmed it, the area, who
 * built it, the providers in the order presented, those left off with the reason, the invitation, the
 * acknowledgement and the family's choices.
 */
export function ChoiceRecordList({ list, clock }: { list: ListRecord; clock: RecordClock }) {
  const lines = listLines(list, clock);
  const id = useId();
  const confirmed = list.confirmedAt !== null && list.frozen;
  return (
    <section className={classes.list} aria-labelledby={`${id}-heading`}>
      <Title order={3} id={`${id}-heading`}>
        {lines.heading}
      </Title>
      <Stack gap={2} className={classes.block}>
        <Text fw={600} className={classes.status} data-confirmed={confirmed}>
          {lines.status}
        </Text>
        <Text>{lines.area}</Text>
        {lines.builtBy && <Text>{lines.builtBy}</Text>}
      </Stack>

      <Title order={4}>{lines.presentedHeading}</Title>
      <ol className={classes.providers}>
        {lines.presented.map((provider, index) => (
          // Two providers may share a name (a chain's homes): the position tells them apart.
          <li key={index} className={classes.provider}>
            <Text>
              <Text span fw={700}>
                {provider.name}
              </Text>
              {provider.place}
            </Text>
            <Text size="sm" className={classes.facts}>
              {provider.facts}
            </Text>
            {provider.disclosure && (
              <Text size="sm" className={classes.facts}>
                {provider.disclosure}
              </Text>
            )}
          </li>
        ))}
      </ol>

      {lines.removedHeading && (
        <>
          <Title order={4}>{lines.removedHeading}</Title>
          <ul className={classes.removed}>
            {lines.removed.map((line, index) => (
              <li key={index} className={classes.block}>
                {line}
              </li>
            ))}
          </ul>
        </>
      )}

      <Part title={recordEn.invite} lines={[lines.invite]} />
      <Part title={recordEn.acknowledgement} lines={lines.acknowledgement} />
      <Part title={recordEn.choices} lines={lines.choices} />
    </section>
  );
}

/** A short part of the record (a heading and its few lines), kept together on paper. */
function Part({ title, lines }: { title: string; lines: string[] }) {
  return (
    <Stack gap={2} className={classes.block}>
      <Title order={4}>{title}</Title>
      {lines.map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
    </Stack>
  );
}
