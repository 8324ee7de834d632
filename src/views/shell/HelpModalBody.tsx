import { Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { helpWords } from '../../i18n/en.help';
import type { HelpModal } from '../../routes';
import { useWords } from './shownWords';
import { useSwipeRight } from './useSwipeRight';

/** A help drawer's text (SPEC §4 HELP); it closes with a swipe right, as the other drawers do. */
export function HelpModalBody({ context, id, innerProps }: ContextModalProps<{ kind: HelpModal }>) {
  const paragraphs = useWords(helpWords)[innerProps.kind];
  const swipe = useSwipeRight(() => context.closeModal(id));
  return (
    <Stack gap="md" {...swipe}>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Stack>
  );
}
