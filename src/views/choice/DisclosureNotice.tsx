import { Paper, Text } from '@mantine/core';
import { choiceEn } from '../../i18n/en.choice';

const text = choiceEn.provider;

/**
 * The family's hospital's disclosure of its financial interest in a provider (42 CFR 482.43(c)(3)), in the hospital's
 * own words, near the top of the provider's page: in full and without a tap, since the family must see it before they
 * choose. (The option list's cards carry only the 'Financial interest' tag.)
 */
export function DisclosureNotice({ disclosure, hospitalName }: { disclosure: string; hospitalName: string | null }) {
  return (
    <Paper component="section" aria-label={text.financialInterest} withBorder radius="md" p="sm" bg="yellow.0" style={{ borderColor: 'var(--mantine-color-yellow-4)' }}>
      <Text fw={700}>{text.financialInterest}</Text>
      <Text size="sm">{text.disclosedBy(hospitalName)}</Text>
      <Text mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {disclosure}
      </Text>
    </Paper>
  );
}
