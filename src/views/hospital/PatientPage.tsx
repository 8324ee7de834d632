import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { hospitalEn } from '../../i18n/en.hospital';
import { consolePath } from '../../machines/hospital/consolePaths';
import { selectEarlierActivity, selectPatientRecord, selectPatientRecordStatus } from '../../machines/hospital/patientRecordSelectors';
import { FullScreenLoader } from '../shell/FullScreenLoader';
import { EhrFilingStatus } from './EhrFilingStatus';
import { GuidedStartButton } from './GuidedStartButton';
import { ConsoleBackLink } from './ConsoleBackLink';
import { ConsolePageState } from './ConsolePageState';
import { PatientActivity } from './PatientActivity';
import { PatientFamily } from './PatientFamily';
import { PatientInvites } from './PatientInvites';
import { PatientLanguageControl } from './PatientLanguageControl';
import { ServiceRecord } from './ServiceRecord';
import { formatBirthDate, patientName, patientNameInText } from './serviceStatusText';
import { usePatientRecordActor, usePatientRecordSelector } from './staffActors';

const text = hospitalEn.patient;

/**
 * `/hospital/patients/{id}`: what the hospital knows of one patient: the family and their invites, each service with
 * the family's ranking (or what they saved so far) and the options offered, and the audit trail in plain words.
 */
export function PatientPage({ params }: { params: Record<string, string> }) {
  const patientId = Number(params.id);
  const actor = usePatientRecordActor();
  const status = usePatientRecordSelector(selectPatientRecordStatus);
  const record = usePatientRecordSelector(selectPatientRecord);
  const earlier = usePatientRecordSelector(selectEarlierActivity);
  useEffect(() => actor.send({ type: 'patient.entered', patientId }), [actor, patientId]);

  const back = { href: consolePath('WORKLIST'), label: text.back };
  if (status === 'notFound' || status === 'failed') {
    return <ConsolePageState status={status} back={back} titles={text} onRetry={() => actor.send({ type: 'patient.retried' })} />;
  }
  if (!record || record.patient.id !== patientId) return <FullScreenLoader title={text.loading} />;
  const { patient, activity } = record;
  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <Stack gap={4} align="flex-start">
          <ConsoleBackLink {...back} />
          <Title order={2} mt="sm">
            {patientName(patient)}
          </Title>
          <Text c="dimmed">
            {[
              text.born(formatBirthDate(patient.dateOfBirth)),
              patient.mrn && text.mrn(patient.mrn),
              patient.homeZip && text.homeZip(patient.homeZip),
              patient.expectedDischargeDate && text.discharge(formatBirthDate(patient.expectedDischargeDate)),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Group gap="md" mt="xs" wrap="wrap">
            {/* The record for the chart, every list presented and what the family chose. */}
            <Anchor component={Link} href={consolePath('CHOICE_RECORD', { id: patient.id })} fw={600}>
              {text.choiceRecord}
            </Anchor>
            <EhrFilingStatus filing={patient.ehrFiling} />
            {/* This tablet, handed to the family with the staff member beside them. */}
            <GuidedStartButton patientId={patient.id} patientName={patientNameInText(patient)} />
          </Group>
          <PatientLanguageControl
            key={patient.id}
            patientId={patient.id}
            saved={patient.preferredLanguage ?? null}
            onSaved={(preferredLanguage) => actor.send({ type: 'patient.languageSaved', preferredLanguage })}
          />
        </Stack>
        <PatientFamily patient={patient}>
          <PatientInvites patient={patient} />
        </PatientFamily>
        <Stack gap="md" component="section" aria-labelledby="services-heading">
          <Title order={3} id="services-heading">
            {text.services}
          </Title>
          {patient.services.length === 0 && <Text>{text.noServices}</Text>}
          {patient.services.map((service) => (
            <ServiceRecord key={service.id} patientId={patient.id} service={service} />
          ))}
        </Stack>
        <PatientActivity patient={patient} activity={activity} earlier={earlier} onEarlier={() => actor.send({ type: 'activity.earlierRequested' })} />
      </Stack>
    </Container>
  );
}
