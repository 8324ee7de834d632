import type { Language } from '../../contract/language';
import { useShownLanguage } from './shownWords';

/**
 * A modal's title worded as it is drawn, not as it opened: @mantine/modals keeps the title given when the
 * modal opened, so a string would stay in the language of that moment. The element it keeps is drawn again on a
 * switch because it reads the language on screen.
 */
export function ModalTitle({ words }: { words: (shown: Language) => string }) {
  return words(useShownLanguage());
}
