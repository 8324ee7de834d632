import { Center, Loader, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { t } from '../../i18n/en';
import { signupEn } from '../../i18n/en.signup';
import type { HelpModal } from '../../routes';
import type { Video } from '../../domain/videos';
import type { Tagline } from '../../contract/tagline';
import { lazy, Suspense, type ComponentType, type FunctionComponent } from 'react';
import { DRAWER_MODAL } from './drawerModal';
import { openContextModal } from './ModalHost';
import { ModalTitle } from './ModalTitle';
import { useShownLanguage } from './languageActor';

/**
 * The modal stack (SPEC §4 Modal kinds) on @mantine/modals. Each kind is a context modal registered with the
 * ModalsProvider; help and filter modals look like drawers from the right and close with a swipe right. A title from
 * the catalogue is a ModalTitle, worded as it is drawn, so an open modal follows a language switch (issue 24); the
 * close button's name is the modal stack's own (App.tsx's ModalHost, drawn again on a switch), not one fixed here.
 */

/** Heavy modal bodies (slider, players, filter widgets) load when first opened, not with the login page (issue 7). */
function lazyBody<Props extends object>(load: () => Promise<ComponentType<Props>>): FunctionComponent<Props> {
  const Body = lazy(() => load().then((component) => ({ default: component })));
  return function LazyModalBody(props: Props) {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        <Body {...props} />
      </Suspense>
    );
  };
}

const PhotoViewer = lazyBody(() => import('./PhotoViewer').then((module) => module.PhotoViewer));
const VideoPlayer = lazyBody(() => import('./VideoPlayer').then((module) => module.VideoPlayer));
const FilterPanel = lazyBody(() => import('../choice/FilterPanel').then((module) => module.FilterPanel));
const HelpModalBody = lazyBody(() => import('./HelpModalBody').then((module) => module.HelpModalBody));
const LanguageAssistanceText = lazyBody(() => import('./LanguageAssistanceBody').then((module) => module.LanguageAssistanceBody));

/**
 * Words a modal shows: data as it is (the invite's acknowledgement, the hospital's own wording), or a function reading
 * the catalogue, worded as it is drawn so an open modal follows a language switch.
 */
type Words = string | (() => string);
const worded = (words: Words) => (typeof words === 'string' ? words : words());
const titleOf = (words: Words) => (typeof words === 'string' ? words : <ModalTitle words={words} />);

function GenericModalBody({ innerProps }: ContextModalProps<{ text: Words }>) {
  useShownLanguage();
  return <Text>{worded(innerProps.text)}</Text>;
}

function ImagesModalBody({ innerProps }: ContextModalProps<{ images: string[]; name: string; start: number }>) {
  return <PhotoViewer images={innerProps.images} name={innerProps.name} start={innerProps.start} />;
}

/** null: the national list, which comes with the modal's own code (not the first load). */
function LanguageAssistanceBody({ innerProps }: ContextModalProps<{ taglines: readonly Tagline[] | null }>) {
  return <LanguageAssistanceText taglines={innerProps.taglines} />;
}

function VideoModalBody({ context, id, innerProps }: ContextModalProps<{ video: Video }>) {
  return <VideoPlayer video={innerProps.video} onEnded={() => context.closeModal(id)} />;
}

export const MODAL_KINDS = {
  HELP: HelpModalBody,
  GENERIC: GenericModalBody,
  SIGNUP_ACKNOWLEDGEMENT: GenericModalBody,
  PREFERRED_EXPLANATION: GenericModalBody,
  AFFILIATED_EXPLANATION: GenericModalBody,
  IMAGES: ImagesModalBody,
  VIDEO: VideoModalBody,
  CHOICE_FILTERS: FilterPanel,
  LANGUAGE_ASSISTANCE: LanguageAssistanceBody,
};

/** A provider video, full screen; it closes by itself when the video ends. */
export function openVideo(video: Video): void {
  openContextModal({ modal: 'VIDEO', title: video.title, fullScreen: true, innerProps: { video } });
}

/** The hospital's explanation of its preferred or 'Affiliated' label. */
export function openExplanation(kind: 'PREFERRED_EXPLANATION' | 'AFFILIATED_EXPLANATION', title: Words, text: Words): void {
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
export function openAcknowledgement(text: string): void {
  openContextModal({ modal: 'SIGNUP_ACKNOWLEDGEMENT', title: <ModalTitle words={() => signupEn.start.acknowledgementTitle} />, innerProps: { text }, size: 'lg' });
}

/**
 * The footer's notice of free language assistance, with its taglines (issue 24): the patient's hospital's, or null
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

export function openGeneric(title: Words, text: Words): void {
  openContextModal({ modal: 'GENERIC', title: titleOf(title), innerProps: { text } });
}

declare module '@mantine/modals' {
  export interface MantineModalsOverride {
    modals: typeof MODAL_KINDS;
  }
}
