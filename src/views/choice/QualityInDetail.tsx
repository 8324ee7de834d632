import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MedicareRatings } from '../../contract/choice';
import type { ProviderQuality } from '../../contract/quality';
import { dataMonth, numberOf, QUALITY_LAYOUTS, type MeasureRow } from '../../domain/qualityMeasures';
import { qualityWords } from '../../i18n/en.quality';
import { useWords } from '../shell/shownWords';
import { StarRating } from '../components/StarRating';
import classes from './QualityInDetail.module.css';
import { flagText, formatMeasure, specialFocusText } from './measureText';
import type { QualityState } from './useQuality';

/**
 * The provider page's "Quality in detail": Medicare's measures beyond the stars, each in words a family
 * uses, staffing against the state's and the country's averages, and the warning signs with what they mean. Loaded
 * with its own call when the page opens (the chart's quality child), in its own chunk: the page shows without it.
 */
export function QualityInDetail({
  quality: state,
  onRetry,
  state: providerState,
  ratings,
}: {
  quality: QualityState;
  onRetry(): void;
  /** The provider's state, whose averages the server gives. */
  state: string;
  ratings: MedicareRatings | null | undefined;
}) {
  const text = useWords(qualityWords);
  if (state.status === 'loaded' && state.quality === null) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="quality-in-detail">
      <Title order={3} id="quality-in-detail">
        {text.title}
      </Title>
      {state.status === 'loading' && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{text.loading}</Text>
        </Group>
      )}
      {state.status === 'failed' && (
        <Group gap="sm">
          <Text>{text.failed}</Text>
          <Button variant="light" onClick={onRetry}>
            {text.retry}
          </Button>
        </Group>
      )}
      {state.status === 'loaded' && state.quality && <QualityDetails quality={state.quality} state={providerState} ratings={ratings} />}
    </Stack>
  );
}

/** `state`: the provider's, whose averages the server gives. */
function QualityDetails({ quality, state, ratings }: { quality: ProviderQuality; state: string; ratings: MedicareRatings | null | undefined }) {
  const text = useWords(qualityWords);
  const groups = QUALITY_LAYOUTS[quality.dataset] ?? [];
  return (
    <>
      <Text size="sm" c="dimmed">
        {text.updated(dataMonth(quality.dataDate))}
      </Text>
      {quality.dataset === 'nursing-homes' && <WarningSigns quality={quality} />}
      {groups.map((group) => {
        const words = text.groups[group.id];
        return (
          <Stack gap={4} key={group.id}>
            <Title order={4}>{words.title}</Title>
            {words.intro && (
              <Text size="sm" c="dimmed">
                {words.intro}
              </Text>
            )}
            <dl className={classes.list}>
              {group.rows.map((row) => (
                <Measure key={row.key} row={row} quality={quality} state={state} ratings={ratings} />
              ))}
            </dl>
          </Stack>
        );
      })}
    </>
  );
}

function Measure({ row, quality, state, ratings }: { row: MeasureRow; quality: ProviderQuality; state: string; ratings: MedicareRatings | null | undefined }) {
  const text = useWords(qualityWords);
  const value = row.fromRatings ? (ratings?.[row.fromRatings] ?? null) : numberOf(quality, row.key);
  const name = text.measures[row.key] ?? row.key;
  const stateAverage = quality.stateAverages[row.key];
  const national = quality.nationalAverages[row.key];
  const averages = row.averaged && stateAverage !== undefined && national !== undefined;
  const shown =
    row.format === 'stars' ? <StarRating rating={value} /> : row.format === 'flag' ? flagText(text, quality.measures[row.key]) : formatMeasure(text, value, row.format);
  return (
    <div className={classes.row}>
      <dt className={classes.name}>{name}</dt>
      <dd className={classes.value}>{shown}</dd>
      {(averages || row.lowerIsBetter) && (
        <dd className={classes.note}>
          {[averages && text.averages(state, formatMeasure(text, stateAverage!, row.format), formatMeasure(text, national!, row.format)), row.lowerIsBetter && text.lowerIsBetter]
            .filter(Boolean)
            .join(' ')}
        </dd>
      )}
    </div>
  );
}

/** Abuse, Special Focus and a change of owners: each says whether it applies, and what it means. */
function WarningSigns({ quality }: { quality: ProviderQuality }) {
  const text = useWords(qualityWords);
  const abuse = quality.measures.abuseIcon;
  const focus = quality.measures.specialFocusStatus;
  const ownership = quality.measures.ownershipChanged;
  const signs = [
    { id: 'abuse', words: text.abuse, value: flagText(text, abuse), applies: abuse === true },
    { id: 'focus', words: text.specialFocus, value: specialFocusText(text, quality.measures), applies: typeof focus === 'string' && focus !== '' },
    { id: 'ownership', words: text.ownership, value: flagText(text, ownership), applies: ownership === true },
  ];
  return (
    <dl className={classes.list}>
      {signs.map((sign) => (
        <div key={sign.id} className={sign.applies ? `${classes.row} ${classes.warning}` : classes.row}>
          <dt className={classes.name}>{sign.words.label}</dt>
          <dd className={classes.value}>{sign.value}</dd>
          <dd className={classes.note}>{sign.words.explanation}</dd>
        </div>
      ))}
    </dl>
  );
}
