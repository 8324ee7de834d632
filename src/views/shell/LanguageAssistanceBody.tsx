import { Stack, Text } from '@mantine/core';
import { t } from '../../i18n/en';
import type { Tagline } from '../../contract/tagline';
import { TAGLINES, taglineDirection } from '../../i18n/taglines';

/**
 * The footer's "Language assistance" (Section 1557): how to get free help, in the page's language, then the
 * taglines, each in its own language and direction so a screen reader reads it as written: the patient's hospital's
 * list in its order when there is one (`taglines`), else the national list.
 */
export function LanguageAssistanceBody({ taglines }: { taglines: readonly Tagline[] | null }) {
  return (
    <Stack gap="md">
      <Text>{t.languageAssistance.intro}</Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {(taglines ?? TAGLINES).map((tagline) => (
          <Text key={tagline.lang} component="li" lang={tagline.lang} dir={taglineDirection(tagline.lang)} size="sm">
            {tagline.text}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
