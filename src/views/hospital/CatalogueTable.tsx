import { Badge, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { CatalogueProvider, ProviderLabels } from '../../contract/catalogue';
import { findLevelOfCare } from '../../domain/levelsOfCare';
import { cityAndState } from '../../domain/providerName';
import { hospitalEn } from '../../i18n/en.hospital';
import { providerLabelsLogic } from '../../machines/hospital/catalogueForms';
import { StarRating } from '../components/StarRating';
import { DisclosureModal } from './DisclosureModal';
import { MedicareWarnings } from './MedicareWarnings';
import { PHONE_ROW, PHONE_TABLE, usePhoneLayout } from './usePhoneLayout';
import { useRequest } from '../forms/useRequest';

const text = hospitalEn.catalogue;

interface CatalogueTableProps {
  providers: readonly CatalogueProvider[];
  /** The hospital's word for preferred (SPEC §3 preferredByPhrase). */
  preferredWord: string;
  /** Admins change the labels; everyone else reads them. */
  canLabel: boolean;
  onSaved: (provider: CatalogueProvider) => void;
}

/**
 * One page of the catalogue: name, level, city, Medicare rating (with the month of Medicare's data and its warning
 * signs), the hospital's labels and its financial-interest disclosure, which admins write in a modal. Below 768 px
 * (a phone) the level, place and rating go above the labels instead of in columns of their own, so the table fits.
 */
export function CatalogueTable({ providers, preferredWord, canLabel, onSaved }: CatalogueTableProps) {
  const columns = text.columns;
  const [disclosing, setDisclosing] = useState<CatalogueProvider | null>(null);
  const narrow = usePhoneLayout();
  return (
    <>
      {/* Focusable, so that a keyboard can scroll it should it ever be wider than its box: a planner's rows may hold
          nothing else to focus (WCAG 2.1.1; axe's scrollable-region-focusable). */}
      <Table.ScrollContainer minWidth={0} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': text.tableRegion } }}>
        <Table verticalSpacing="sm" {...(narrow && PHONE_TABLE)} aria-label={hospitalEn.titles.catalogue}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={narrow ? '40%' : undefined}>
                {columns.provider}
              </Table.Th>
              {!narrow && (
                <>
                  <Table.Th scope="col">{columns.level}</Table.Th>
                  <Table.Th scope="col">{columns.place}</Table.Th>
                  {/* Wide enough for the stars, their count and the month of Medicare's data on one line each. */}
                  <Table.Th scope="col" w={180}>
                    {columns.rating}
                  </Table.Th>
                </>
              )}
              <Table.Th scope="col" w={narrow ? undefined : 260}>
                {columns.labels}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {providers.map((provider) => (
              <Table.Tr key={provider.id} style={narrow ? PHONE_ROW : undefined}>
                <Table.Th scope="row" fw={600}>
                  {provider.name}
                </Table.Th>
                {!narrow && (
                  <>
                    <Table.Td>{findLevelOfCare(provider.levelOfCare).name}</Table.Td>
                    <Table.Td>{cityAndState(provider)}</Table.Td>
                    <Table.Td>
                      <MedicareData provider={provider} />
                    </Table.Td>
                  </>
                )}
                {/* The labels and the disclosure share a column, so that the table fits the lounge tablet (820 px). */}
                <Table.Td>
                  <Stack gap="xs">
                    {/* The columns a phone drops, above the labels; the row header stays the name. */}
                    {narrow && (
                      <Stack gap={6} align="flex-start">
                        <Text size="sm">{[findLevelOfCare(provider.levelOfCare).name, cityAndState(provider)].join(' · ')}</Text>
                        <MedicareData provider={provider} stacked />
                      </Stack>
                    )}
                    {canLabel ? (
                      <LabelSwitches provider={provider} preferredWord={preferredWord} onSaved={onSaved} />
                    ) : (
                      <LabelBadges provider={provider} preferredWord={preferredWord} />
                    )}
                    <Disclosure provider={provider} onEdit={canLabel ? setDisclosing : undefined} />
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DisclosureModal provider={disclosing} onSaved={onSaved} onClose={() => setDisclosing(null)} />
    </>
  );
}

/** The hospital's disclosure on a provider as families read it (nothing when none), and an admin's button to edit it. */
function Disclosure({ provider, onEdit }: { provider: CatalogueProvider; onEdit?: (provider: CatalogueProvider) => void }) {
  const label = provider.disclosure === null ? text.disclosure.add : text.disclosure.edit;
  return (
    <Stack gap={6} align="flex-start">
      {provider.disclosure !== null && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Text span size="sm" fw={600}>
            {text.columns.disclosure}:
          </Text>{' '}
          {provider.disclosure}
        </Text>
      )}
      {onEdit && (
        <Button variant="light" size="sm" styles={WRAPPING_BUTTON} onClick={() => onEdit(provider)} aria-label={`${label}: ${provider.name}`}>
          {label}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Medicare's data with its rating: the month it is from, and its warning signs. Stacked under other details (a
 * phone), a level without an overall rating says nothing of it rather than a bare dash no column header explains.
 */
function MedicareData({ provider, stacked = false }: { provider: CatalogueProvider; stacked?: boolean }) {
  const rated = findLevelOfCare(provider.levelOfCare).hasOverallRating;
  return (
    <Stack gap={6} align="flex-start">
      {(rated || !stacked) && <Rating provider={provider} />}
      <MedicareWarnings provider={provider} />
    </Stack>
  );
}

/** A button whose label may wrap rather than widen a phone's table past the screen (320 px). */
const WRAPPING_BUTTON = { root: { height: 'auto', minHeight: 36, paddingBlock: 6 }, label: { whiteSpace: 'normal', textAlign: 'left' } } as const;

function Rating({ provider }: { provider: CatalogueProvider }) {
  if (!findLevelOfCare(provider.levelOfCare).hasOverallRating) return <Text c="dimmed">{text.noRating}</Text>;
  return <StarRating rating={provider.rating} />;
}

/** A badge whose label wraps: the hospital's word for preferred can be long ("Riverside Recommended"), and Mantine's
 * Badge would cut it to "Riverside Reco…" in a narrow column. */
const WRAPPING_BADGE = { root: { height: 'auto', paddingBlock: 2 }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

function LabelBadges({ provider, preferredWord }: { provider: CatalogueProvider; preferredWord: string }) {
  return (
    <Group gap={6}>
      {provider.preferred && (
        <Badge color="teal" variant="light" styles={WRAPPING_BADGE}>
          {preferredWord}
        </Badge>
      )}
      {provider.affiliated && (
        <Badge color="blue" variant="light" styles={WRAPPING_BADGE}>
          {text.affiliated}
        </Badge>
      )}
    </Group>
  );
}

/**
 * An admin's switches for one provider: each change is saved at once, its switch showing the new state while it
 * saves; a refusal puts it back and says so.
 */
function LabelSwitches({ provider, preferredWord, onSaved }: { provider: CatalogueProvider; preferredWord: string; onSaved: (provider: CatalogueProvider) => void }) {
  const [state, send] = useRequest(providerLabelsLogic, onSaved);
  // What the admin asked for, on show while it saves; the provider's saved labels otherwise.
  const [asked, setAsked] = useState<ProviderLabels | null>(null);
  const saving = state.hasTag('busy');
  const shown = (saving && asked) || { preferred: provider.preferred, affiliated: provider.affiliated };
  const change = (labels: ProviderLabels) => {
    setAsked(labels);
    send({ type: 'form.submitted', values: { providerId: provider.id, labels } });
  };
  return (
    <Stack gap={6}>
      <Switch
        label={preferredWord}
        checked={shown.preferred}
        disabled={saving}
        onChange={(event) => change({ ...shown, preferred: event.currentTarget.checked })}
        aria-label={`${preferredWord}: ${provider.name}`}
      />
      <Switch
        label={text.affiliated}
        checked={shown.affiliated}
        disabled={saving}
        onChange={(event) => change({ ...shown, affiliated: event.currentTarget.checked })}
        aria-label={`${text.affiliated}: ${provider.name}`}
      />
      {state.matches('failed') && (
        <Text size="sm" c="red.8" role="alert">
          {text.labelsFailed}
        </Text>
      )}
    </Stack>
  );
}
