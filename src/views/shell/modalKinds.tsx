import { Button, Center, Group, Loader, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import type { Tagline } from '../../contract/tagline';
import type { Video } from '../../domain/videos';
import type { Words } from './openModals';
import { lazy, Suspense, type ComponentType, type FunctionComponent } from 'react';
import { useShownLanguage } from './shownWords';
import { QuotedText } from './QuotedText';
import { choiceEn } from '../../i18n/en.choice';

/**
 * The modal kinds (SPEC §4 Modal kinds) on @mantine/modals, loaded with the modal stack (ModalStack.tsx), not with the
 * first page; openModals.tsx opens them. Each kind is a context modal registered with the ModalsProvider; help and
 * filter modals look like drawers from the right and close with a swipe right. A title from the catalogue is a
 * ModalTitle, worded as it is drawn, so an open modal follows a language switch; the close button's name is the
 * modal stack's own (App.tsx's ModalHost, drawn again on a switch), not one fixed here.
 */

/** Heavy modal bodies (slider, players, filter widgets) load when first opened, not with the modal stack. */
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


function GenericModalBody({ innerProps }: ContextModalProps<{ text: Words }>) {
  const shown = useShownLanguage();
  const words = typeof innerProps.text === 'function' ? innerProps.text(shown) : innerProps.text;
  return typeof words === 'string' ? <Text>{words}</Text> : <QuotedText {...words} />;
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

/** Whether to leave the open list with providers saved (choice/LeaveQuestion.tsx): Stay, focused first, or Leave. */
function LeaveQuestionBody({ innerProps }: ContextModalProps<{ onStay: () => void; onLeave: () => void }>) {
  useShownLanguage();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={innerProps.onStay} data-autofocus>
        {choiceEn.list.stay}
      </Button>
      <Button color="red" onClick={innerProps.onLeave}>
        {choiceEn.list.leave}
      </Button>
    </Group>
  );
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
  LEAVE_QUESTION: LeaveQuestionBody,
};

declare module '@mantine/modals' {
  export interface MantineModalsOverride {
    modals: typeof MODAL_KINDS;
  }
}
