import { Badge, Group, Popover, Stack, Text } from '@mantine/core';
import type { CatalogueProvider, CatalogueWarning } from '../../contract/catalogue';
import { dataMonth } from '../../domain/qualityMeasures';
import { hospitalEn } from '../../i18n/en.hospital';
import { qualityWords } from '../../i18n/en.quality';

const text = hospitalEn.catalogue;

/**
 * Each warning sign's badge and its one sentence: the family side's words in English (en.quality.ts; the console is
 * English), a candidate's own label.
 */
const quality = qualityWords.english;
const WARNINGS: Record<CatalogueWarning, { label: string; explanation: string }> = {
  abuse: quality.abuse,
  specialFocus: quality.specialFocus,
  specialFocusCandidate: { label: text.specialFocusCandidate, explanation: quality.specialFocus.explanation },
};

/**
 * Orange, readable: Mantine's orange text on its light tint is 3.3:1; this deeper orange is 6.3:1 on the tint (WCAG AA),
 * and the border (orange 8, 3.6:1 on white) shows the badge is a control. Its label wraps in a narrow column.
 */
const WARNING_BADGE = {
  root: {
    height: 'auto',
    // A finger's 44 px target: the console is used on tablets too.
    minHeight: 44,
    paddingBlock: 4,
    color: '#9c3a00',
    border: '1px solid var(--mantine-color-orange-8)',
    cursor: 'pointer',
  },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'start' },
} as const;

/**
 * Beside a provider's rating in the catalogue: the month of Medicare's data on it, small and dimmed, and a
 * badge for each warning sign that applies. A badge is a button: a click, a tap or Enter opens its explanation in a
 * popover (a dialog named by the badge, which takes the focus and closes on Escape or a click outside), since a title
 * would reach neither a finger nor a screen reader. Nothing when the provider has no Medicare data.
 */
export function MedicareWarnings({ provider }: { provider: CatalogueProvider }) {
  if (provider.medicareDataDate === null && provider.warnings.length === 0) return null;
  return (
    <Stack gap={6} align="flex-start">
      {provider.medicareDataDate !== null && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {text.medicareData(dataMonth(provider.medicareDataDate))}
        </Text>
      )}
      {provider.warnings.length > 0 && (
        <Group gap={6}>
          {provider.warnings.map((warning) => (
            <WarningBadge key={warning} warning={warning} providerName={provider.name} />
          ))}
        </Group>
      )}
    </Stack>
  );
}

function WarningBadge({ warning, providerName }: { warning: CatalogueWarning; providerName: string }) {
  const { label, explanation } = WARNINGS[warning];
  return (
    <Popover width={280} position="bottom-start" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Badge
          component="button"
          type="button"
          className="mantine-focus-auto"
          color="orange"
          variant="light"
          size="md"
          styles={WARNING_BADGE}
          aria-label={text.warningOf(label, providerName)}
          rightSection={<InfoIcon />}
        >
          {label}
        </Badge>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">{explanation}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/** An "i" in a circle: the badge tells more when pressed. */
function InfoIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="7.25" y="7" width="1.5" height="5" rx="0.75" fill="currentColor" />
      <circle cx="8" cy="4.75" r="1" fill="currentColor" />
    </svg>
  );
}
