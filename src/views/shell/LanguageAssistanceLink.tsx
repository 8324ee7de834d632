import { Anchor } from '@mantine/core';
import { t } from '../../i18n/en';
import { useChoiceActor } from './appActors';
import { openLanguageAssistance } from './openModals';

/**
 * The footer's "Language assistance": in a patient's choice flow, the taglines of the patient's hospital
 * (its state's languages first), as the flow loaded them with the hospital; elsewhere, and until the hospital has
 * loaded, the national list (the modal's own). Read when the modal opens: the footer does not redraw as lists load.
 */
export function LanguageAssistanceLink() {
  const choice = useChoiceActor();
  const open = () => openLanguageAssistance(choice?.getSnapshot().context.hospital?.taglines ?? null);
  return (
    <Anchor component="button" type="button" size="sm" onClick={open}>
      {t.languageAssistance.link}
    </Anchor>
  );
}
