import { t } from '../../i18n/en';
import { signupEn } from '../../i18n/en.signup';
import type { HelpModal } from '../../routes';
import type { Video } from '../../domain/videos';
import type { Tagline } from '../../contract/tagline';
import { DRAWER_MODAL } from './drawerModal';
import { openContextModal } from './ModalHost';
import { ModalTitle } from './ModalTitle';
import type { Language } from '../../contract/language';
import type { Quoted } from './QuotedText';

/**
 * The calls that open each kind of modal (modalKinds.tsx), in the first load: the kinds' code loads with the modal
 * stack when the first one is wanted.
 */

/**
 * Words a modal shows: a function of the language on screen, called as the modal is drawn so an open modal follows a
 * language switch, answering the catalogue's words or text others wrote (the hospital's own wording, in the version
 * for that language); or text others wrote in one language (an invite's acknowledgement), quoted in it.
 */
export type Words = Quoted | ((shown: Language) => string | Quoted);
type TitleWords = string | ((shown: Language) => string);
const titleOf = (words: TitleWords) => (typeof words === 'string' ? words : <ModalTitle words={words} />);

/** A provider video, full screen; it closes by itself when the video ends. */
export function openVideo(video: Video): void {
  openContextModal({ modal: 'VIDEO', title: video.title, fullScreen: true, innerProps: { video } });
}

/** The hospital's explanation of its preferred or 'Affiliated' label. */
export function openExplanation(kind: 'PREFERRED_EXPLANATION' | 'AFFILIATED_EXPLANATION', title: TitleWords, text: Words): void {
  openContextModal({ modal: kind, title: titleOf(title), innerProps: { text } });
}

/** Every photo of a provider, full screen (SPEC §4: image modals are full screen). */
export function openImages(images: string[], name: string, start: number): void {
  openContextModal({ modal: 'IMAGES', title: name, fullScreen: true, innerProps: { images, name, start } });
}

export function openHelp(kind: HelpModal): void {
  openContextModal({
    ...DRAWER_MODAL,
    modal: 'HELP',
    title: <ModalTitle words={() => t.help[kind].title} />,
    innerProps: { kind },
  });
}

/** The acknowledgement a family member accepts when claiming the patient (the invite's own text or the default). */
export function openAcknowledgement(text: Words): void {
  openContextModal({ modal: 'SIGNUP_ACKNOWLEDGEMENT', title: <ModalTitle words={() => signupEn.start.acknowledgementTitle} />, innerProps: { text }, size: 'lg' });
}

/**
 * The footer's notice of free language assistance, with its taglines: the patient's hospital's, or null
 * for the national list.
 */
export function openLanguageAssistance(taglines: readonly Tagline[] | null): void {
  openContextModal({
    modal: 'LANGUAGE_ASSISTANCE',
    title: <ModalTitle words={() => t.languageAssistance.title} />,
    innerProps: { taglines },
    size: 'lg',
  });
}

export function openGeneric(title: TitleWords, text: Words): void {
  openContextModal({ modal: 'GENERIC', title: titleOf(title), innerProps: { text } });
}
