import { Stack, Text } from '@mantine/core';
import { t } from '../../i18n/en';
import { TAGLINES } from '../../i18n/taglines';

/**
 * The footer's "Language assistance" (issue 24, Section 1557): how to get free help, in the page's language, then the
 * taglines, each in its own language and direction so a screen reader reads it as written.
 */
export function LanguageAssistanceBody() {
  return (
    <Stack gap="md">
      <Text>{t.languageAssistance.intro}</Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {TAGLINES.map((tagline) => (
          <Text key={tagline.lang} component="li" lang={tagline.lang} dir={tagline.dir ?? 'ltr'} size="sm">
            {tagline.text}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
