import { Alert, Button, Container, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import type { CatalogueProvider, HospitalSettings } from '../../contract/catalogue';
import { MAX_SEARCH_LENGTH } from '../../contract/limits';
import { hospitalEn } from '../../i18n/en.hospital';
import {
  selectCatalogue,
  selectCatalogueBusy,
  selectCatalogueFailed,
  selectCatalogueHospital,
  selectCatalogueLevel,
  selectCatalogueQuery,
} from '../../machines/hospital/catalogueSelectors';
import { selectStaffUser } from '../../machines/hospital/staffSessionSelectors';
import { tooLongField } from '../forms/validators';
import { CatalogueTable } from './CatalogueTable';
import { levelOfCareChoices } from './levelOfCareChoices';
import { ResultsPaging } from './ResultsPaging';
import { useCatalogueActor, useCatalogueSelector, useStaffSessionSelector } from './staffActors';

const text = hospitalEn.catalogue;

/** The admins' forms, in a chunk of their own (adminSettings.tsx): planners never download them. */
const HospitalSettingsForms = lazy(() => import('./adminSettings').then((module) => ({ default: module.HospitalSettingsForms })));
const LanguageAssistanceForm = lazy(() => import('./adminSettings').then((module) => ({ default: module.LanguageAssistanceForm })));

/**
 * `/hospital/providers`: the hospital's providers by level of care, searched by name as one
 * types, with the hospital's labels on each. Admins switch the labels, and below the table set the hospital's word
 * for preferred, its kiosks' idle time and life, its time zone, its EHR and its language-assistance taglines;
 * planners read the labels.
 */
export function CataloguePage() {
  const catalogue = useCatalogueActor();
  const answer = useCatalogueSelector(selectCatalogue);
  const hospital = useCatalogueSelector(selectCatalogueHospital);
  const busy = useCatalogueSelector(selectCatalogueBusy);
  const failed = useCatalogueSelector(selectCatalogueFailed);
  const query = useCatalogueSelector(selectCatalogueQuery);
  const level = useCatalogueSelector(selectCatalogueLevel);
  const isAdmin = useStaffSessionSelector(selectStaffUser)?.group.type === 'hospitalAdmin';
  useEffect(() => catalogue.send({ type: 'catalogue.entered' }), [catalogue]);
  const levels = useMemo(() => [{ value: '', label: hospitalEn.levelsOfCare.all }, ...levelOfCareChoices()], []);
  const providerSaved = useCallback((provider: CatalogueProvider) => catalogue.send({ type: 'catalogue.providerSaved', provider }), [catalogue]);
  const hospitalSaved = useCallback((saved: HospitalSettings) => catalogue.send({ type: 'hospital.saved', hospital: saved }), [catalogue]);
  // Longer than the server takes: the box keeps it and says why (the search sent, trimmed, is refused: that is no failure to load).
  const tooLong = tooLongField(text.search, MAX_SEARCH_LENGTH)(query.trim());
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        {!isAdmin && <Text c="dimmed">{text.adminsOnly}</Text>}
        <Group align="flex-end" gap="md">
          <TextInput
            label={text.search}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => catalogue.send({ type: 'catalogue.searched', query: event.currentTarget.value })}
            error={tooLong}
            w={360}
            maw="100%"
          />
          <NativeSelect
            label={text.level}
            size="md"
            data={levels}
            value={level}
            onChange={(event) => catalogue.send({ type: 'catalogue.levelChosen', levelOfCare: event.currentTarget.value })}
            w={320}
            maw="100%"
          />
        </Group>
        {failed && !tooLong && (
          <Alert color="red" title={text.loadFailed} role="alert">
            <Button variant="light" color="red" onClick={() => catalogue.send({ type: 'catalogue.retried' })}>
              {hospitalEn.worklist.retry}
            </Button>
          </Alert>
        )}
        <ResultsPaging answer={answer} rows={answer?.providers.length ?? 0} busy={busy} text={text} onPage={(page) => catalogue.send({ type: 'catalogue.paged', page })}>
          {answer && answer.providers.length > 0 && (
            <CatalogueTable providers={answer.providers} preferredWord={hospital?.preferredByPhrase ?? ''} canLabel={isAdmin} onSaved={providerSaved} />
          )}
          {answer && answer.total === 0 && <Text>{text.none}</Text>}
        </ResultsPaging>
        {/*
          After the catalogue, which admins and planners come here for: the forms load in their own chunk, and below
          the table they never push it down as they arrive.
        */}
        {hospital && isAdmin && (
          <Suspense fallback={null}>
            <Stack component="section" gap="lg" aria-labelledby="hospital-settings" mt="xl">
              <Title order={2} size="h4" id="hospital-settings">
                {text.settingsHeading}
              </Title>
              <HospitalSettingsForms hospital={hospital} onSaved={hospitalSaved} />
            </Stack>
            <LanguageAssistanceForm hospital={hospital} onSaved={hospitalSaved} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
