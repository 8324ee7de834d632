import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import { consolePath } from '../../machines/hospital/consolePaths';
import { findLevelOfCare } from '../../domain/levelsOfCare';
import { hospitalEn } from '../../i18n/en.hospital';
import type { WorklistPatient } from '../../contract/planner';
import { formatBirthDate, patientName, serviceStatusText, STATUS_COLORS } from './serviceStatusText';
import { useConsoleClock } from './consoleClock';

/**
 * One page of patients: name, MRN, birth date, when added, and each service with where it stands. Below the md
 * breakpoint (832 px: a phone, the lounge tablet) the MRN, birth date and day added go above the services instead of
 * in columns of their own, so the table fits the screen rather than scrolling sideways inside itself.
 */
export function WorklistTable({ patients }: { patients: readonly WorklistPatient[] }) {
  const clock = useConsoleClock();
  const columns = hospitalEn.worklist.columns;
  return (
    <Table.ScrollContainer minWidth={0}>
      {/* No row shading (striped, hover): on Mantine's grey the links' teal falls to 4.49:1 (axe). */}
      <Table verticalSpacing="sm" aria-label={hospitalEn.titles.worklist}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{columns.patient}</Table.Th>
            <Table.Th scope="col" visibleFrom="md">
              {columns.mrn}
            </Table.Th>
            <Table.Th scope="col" visibleFrom="md">
              {columns.dateOfBirth}
            </Table.Th>
            <Table.Th scope="col" visibleFrom="md">
              {columns.added}
            </Table.Th>
            <Table.Th scope="col">{columns.services}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {patients.map((patient) => (
            <Table.Tr key={patient.id}>
              <Table.Th scope="row" fw={600}>
                <Anchor component={Link} href={consolePath('PATIENT', { id: patient.id })} fw={600}>
                  {patientName(patient)}
                </Anchor>
                {patient.confirmedSinceViewed && <NewChoicesMark />}
              </Table.Th>
              <Table.Td visibleFrom="md">{patient.mrn ?? ''}</Table.Td>
              <Table.Td visibleFrom="md">{formatBirthDate(patient.dateOfBirth)}</Table.Td>
              <Table.Td visibleFrom="md">{clock.day(patient.createdAt)}</Table.Td>
              <Table.Td>
                {/* The columns a narrow screen drops, above the services; the row header stays the name alone. */}
                <Text size="sm" c="dimmed" mb={6} hiddenFrom="md">
                  {[patient.mrn && `${columns.mrn} ${patient.mrn}`, `${columns.dateOfBirth} ${formatBirthDate(patient.dateOfBirth)}`, `${columns.added} ${clock.day(patient.createdAt)}`]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <ServiceStatuses services={patient.services} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ServiceStatuses({ services }: { services: WorklistPatient['services'] }) {
  const clock = useConsoleClock();
  if (services.length === 0) return <Text c="dimmed">{hospitalEn.worklist.noServices}</Text>;
  return (
    <Stack gap={6}>
      {services.map((service) => (
        <div key={service.id}>
          <Text span size="sm" fw={500} mr="xs">
            {findLevelOfCare(service.levelOfCare).name}
          </Text>
          <Badge color={STATUS_COLORS[service.status.kind]} variant="light" size="md">
            {serviceStatusText(service.status, clock)}
          </Badge>
        </div>
      ))}
    </Stack>
  );
}

/**
 * The family confirmed since this staff member last opened the patient: in words, not colour alone; the
 * longer hint shows on hover.
 */
function NewChoicesMark() {
  return (
    <Badge color="teal" variant="filled" size="sm" ml="xs" title={hospitalEn.worklist.newChoicesHint}>
      {hospitalEn.worklist.newChoices}
    </Badge>
  );
}
