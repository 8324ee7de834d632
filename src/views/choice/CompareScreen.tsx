import { Anchor, Checkbox, Container, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Hospital, Provider } from '../../contract/choice';
import { dataMonth, DATASET_OF_LEVEL, numberOf, QUALITY_LAYOUTS } from '../../domain/qualityMeasures';
import { isAffiliated, isPreferred } from '../../domain/sortProviders';
import { choiceEn } from '../../i18n/en.choice';
import { qualityWords, type QualityWords } from '../../i18n/en.quality';
import { useWords } from '../shell/shownWords';
import { pathFor } from '../../routePaths';
import { StarRating } from '../components/StarRating';
import { BreadcrumbBar } from '../shell/BreadcrumbBar';
import classes from './CompareScreen.module.css';
import { flagText, formatMeasure, specialFocusText } from './measureText';
import type { ArrangedProvider } from '../../machines/choice/arrangedProviders';
import type { Language } from '../../contract/language';
import type { LevelOfCare } from '../../domain/levelsOfCare';
import { AmenityName, spokenLanguages } from '../providerWords';
import { PreferredWord } from '../hospitalWords';
import type { ChoiceSend } from './useChoiceModel';
import type { QualityState } from './useQuality';
import { useLevelWords, type LevelWords } from '../levelWords';
import { shownName } from '../../domain/providerName';


export interface CompareColumn {
  entry: ArrangedProvider;
  quality: QualityState;
}

/** The saved providers the family may pick from (more than two saved), and which of them the chart lets change. */
export interface SavedChoices {
  /** In the order saved, each with its name and whether its box may change. */
  saved: { id: number; name: string; changeable: boolean }[];
  compared: number[];
}

interface CompareScreenProps {
  level: LevelOfCare;
  optionListId: number;
  hospital: Hospital | null;
  /** The compared providers, in the order saved, each with its Medicare data as far as it has come. */
  columns: CompareColumn[];
  choices: SavedChoices;
  language: Language;
  send: ChoiceSend;
}

interface CompareRow {
  /** Without spaces: the cells' `headers` lists it. */
  id: string;
  name: ReactNode;
  cell: (column: CompareColumn) => ReactNode;
}

/**
 * CHOICE_OPTION_LIST_COMPARE: up to three saved providers side by side — distance, Medicare's ratings,
 * staffing and inspections, what the hospital says of them, languages and amenities. With more than three saved,
 * the family picks which. Printable: the comparison alone, without the app around it.
 */
export function CompareScreen({ level, optionListId, hospital, columns, choices, language, send }: CompareScreenProps) {
  const words = useWords(qualityWords);
  const levels = useLevelWords();
  const text = words.compare;
  const loadingQuality = columns.some(({ quality }) => quality.status === 'loading');
  const rows = compareRows(words, levels, level, hospital, language);
  const dates = columns.flatMap((column) => (column.quality.status === 'loaded' && column.quality.quality ? [column.quality.quality.dataDate] : []));
  const latest = dates.sort().at(-1);
  return (
    <>
      <BreadcrumbBar
        size="lg"
        left={{ label: text.allOptions, onClick: () => send({ type: 'flow.back' }) }}
        right={{ label: text.print, onClick: () => window.print() }}
      />
      {/* The narrowest phones give the three columns the page's side margins too. */}
      <Container size="lg" py="lg" px={{ base: 'xs', xs: 'md' }}>
        <Stack gap="md">
          <Title order={2}>{text.title}</Title>
          <SavedChooser choices={choices} send={send} />
          {loadingQuality && (
            <Group gap="sm" className={classes.notPrinted}>
              <Loader size="sm" />
              <Text>{words.loading}</Text>
            </Group>
          )}
          <table className={classes.table}>
            <VisuallyHidden component="caption">{text.title}</VisuallyHidden>
            <thead>
              <tr>
                {columns.map(({ entry }) => (
                  <th key={entry.provider.id} id={`compare-${entry.provider.id}`} scope="col">
                    <Anchor component={Link} href={pathFor('CHOICE_OPTION_LIST_PROVIDER', { id: optionListId, providerId: entry.provider.id })} className={classes.name}>
                      {shownName(entry.provider)}
                    </Anchor>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.flatMap((row) => [
                <tr key={`${row.id}-name`}>
                  <th id={`row-${row.id}`} scope="row" colSpan={columns.length} className={classes.rowName}>
                    {row.name}
                  </th>
                </tr>,
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.entry.provider.id} className={classes.cell} headers={`compare-${column.entry.provider.id} row-${row.id}`}>
                      {row.cell(column)}
                    </td>
                  ))}
                </tr>,
              ])}
            </tbody>
          </table>
          {latest && (
            <Text size="sm" c="dimmed">
              {words.updated(dataMonth(latest))}
            </Text>
          )}
        </Stack>
      </Container>
    </>
  );
}

/** With more than two saved: which to compare, at most three; the last two cannot be taken out. */
function SavedChooser({ choices: { saved, compared }, send }: { choices: SavedChoices; send: ChoiceSend }) {
  const text = useWords(qualityWords).compare;
  if (saved.length <= 2) return null;
  return (
    <Stack gap="xs" className={classes.notPrinted} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600}>
        {text.choose(compared.length, saved.length)}
      </Text>
      <Group gap="md">
        {saved.map(({ id, name, changeable }) => (
          <Checkbox
            key={id}
            size="md"
            label={name}
            checked={compared.includes(id)}
            disabled={!changeable}
            onChange={() => send({ type: 'compare.toggled', providerId: id })}
          />
        ))}
      </Group>
    </Stack>
  );
}

/** A quality measure's cell: '…' while loading, 'Not reported' (`words`' language) when Medicare has nothing. */
function qualityCell(words: QualityWords, column: CompareColumn, show: (measures: NonNullable<Extract<QualityState, { status: 'loaded' }>['quality']>) => ReactNode): ReactNode {
  if (column.quality.status === 'loading') return '…';
  if (column.quality.status === 'failed' || !column.quality.quality) return words.notReported;
  return show(column.quality.quality);
}

/** The comparison's rows, worded in `words`' and `levels`' language (`shown`). */
function compareRows(words: QualityWords, { overallRatingText, detailedRatingWords }: LevelWords, level: LevelOfCare, hospital: Hospital | null, shown: Language): CompareRow[] {
  const text = words.compare;
  const rows: CompareRow[] = [];
  const yesNo = (value: boolean) => (value ? words.yes : words.no);
  if (level.isLocationBased) {
    rows.push({ id: 'distance', name: text.rows.distance, cell: ({ entry }) => (entry.miles === null ? '—' : choiceEn.list.miles(entry.miles)) });
  }
  rows.push({ id: 'place', name: text.rows.place, cell: ({ entry }) => `${entry.provider.city}, ${entry.provider.state}` });
  if (level.hasOverallRating) {
    rows.push({ id: 'overall', name: overallRatingText(level) ?? choiceEn.provider.ratings, cell: ({ entry }) => <StarRating rating={level.overallRating(entry.provider)} /> });
    // By position: a row's id goes in its cells' `headers`, a list of ids split at spaces ("Health Inspection").
    for (const [index, detail] of level.detailedRatings.entries()) {
      rows.push({ id: `rating-${index}`, name: detailedRatingWords(level, detail).name, cell: ({ entry }) => <StarRating rating={detail.rating(entry.provider)} /> });
    }
  }
  const measure = (id: string, name: string, key: string, format: 'hours' | 'count') =>
    rows.push({ id, name, cell: (column) => qualityCell(words, column, (quality) => formatMeasure(words, numberOf(quality, key), format)) });
  const dataset = DATASET_OF_LEVEL[level.key];
  if (dataset === 'nursing-homes') {
    measure('nurseHours', text.rows.nurseHours, 'nurseHoursPerResidentDay', 'hours');
    measure('rnHours', text.rows.rnHours, 'rnHoursPerResidentDay', 'hours');
    rows.push({
      id: 'fines',
      name: text.rows.fines,
      cell: (column) =>
        qualityCell(words, column, (quality) => {
          const fines = numberOf(quality, 'fines');
          const dollars = numberOf(quality, 'finesTotalDollars');
          return fines ? `${formatMeasure(words, fines, 'count')} (${formatMeasure(words, dollars, 'dollars')})` : formatMeasure(words, fines, 'count');
        }),
    });
    measure('complaints', text.rows.complaints, 'substantiatedComplaints', 'count');
    rows.push({ id: 'abuse', name: text.rows.abuse, cell: (column) => qualityCell(words, column, (quality) => flagText(words, quality.measures.abuseIcon)) });
    rows.push({
      id: 'specialFocus',
      name: text.rows.specialFocus,
      cell: (column) => qualityCell(words, column, (quality) => specialFocusText(words, quality.measures)),
    });
  }
  if (dataset && dataset !== 'nursing-homes') {
    // The other levels' measures as their page shows them, one row each.
    for (const row of (QUALITY_LAYOUTS[dataset] ?? []).flatMap((group) => group.rows)) {
      rows.push({
        id: row.key,
        name: words.measures[row.key] ?? row.key,
        cell: (column) =>
          row.fromRatings
            ? qualityCell(words, column, () => <StarRating rating={column.entry.provider.medicareRatings?.[row.fromRatings!] ?? null} />)
            : qualityCell(words, column, (quality) => (row.format === 'flag' ? flagText(words, quality.measures[row.key]) : formatMeasure(words, numberOf(quality, row.key), row.format))),
      });
    }
  }
  if (hospital) {
    rows.push({ id: 'preferred', name: <PreferredWord hospital={hospital} shown={shown} />, cell: ({ entry }) => yesNo(isPreferred(entry.provider, hospital.id)) });
    rows.push({ id: 'affiliated', name: text.rows.affiliated, cell: ({ entry }) => yesNo(isAffiliated(entry.provider, hospital.id)) });
  }
  rows.push({ id: 'languages', name: text.rows.languages, cell: ({ entry }) => (entry.provider.languages?.length ? spokenLanguages(entry.provider.languages, shown) : text.none) });
  rows.push({ id: 'amenities', name: text.rows.amenities, cell: ({ entry }) => <Amenities provider={entry.provider} /> });
  return rows;
}


function Amenities({ provider }: { provider: Provider }) {
  const text = useWords(qualityWords).compare;
  if (!provider.nonMedicalServices?.length) return text.none;
  return (
    <ul className={classes.plainList}>
      {provider.nonMedicalServices.map((service) => (
        <li key={service.key}>
          <AmenityName service={service} />
        </li>
      ))}
    </ul>
  );
}
