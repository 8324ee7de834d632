import { Alert, Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { t } from '../../i18n/en';
import { useShownLanguage } from '../shell/shownWords';

/** A run of text, or a link within it: paths starting with '/' go through the router, others (mailto:) are plain. */
export type Inline = string | { text: string; href: string };
/** One paragraph: plain text, or runs of text and links. */
export type Paragraph = string | readonly Inline[];
/** What a section is made of: paragraphs and bulleted lists. */
export type Block = Paragraph | { list: readonly Paragraph[] };

export interface LegalSubsection {
  heading: string;
  paragraphs: readonly Block[];
}

export interface LegalSection {
  /** The heading's id: the table of contents links to it, and `/page#id` opens the page there. */
  id: string;
  heading: string;
  paragraphs: readonly Block[];
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocumentContent {
  /** The first line of the page, e.g. 'Effective as of June 22, 2020'. */
  effective: string;
  intro: readonly Block[];
  /** Name of the table of contents. */
  contentsLabel: string;
  sections: readonly LegalSection[];
}

/** Room for the sticky header when a section is scrolled to the top. */
const HEADING_SCROLL_MARGIN = 88;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Scrolls a section's heading to the top; `focus` also moves keyboard and screen-reader focus there. */
function scrollToSection(id: string, focus: boolean): boolean {
  const heading = document.getElementById(id);
  if (!heading) return false;
  if (focus) heading.focus({ preventScroll: true });
  heading.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * A legal text (terms, privacy): effective date, introduction, a table of contents of in-page links, then each
 * section as an h2 (its subsections h3; the page title is the shell's h1).
 */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const { sections } = content;
  const inEnglish = useShownLanguage() === 'en';

  // A deep link (/privacy-policy#minors) arrives before this lazily loaded page exists: scroll once it does.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id && sections.some((section) => section.id === id)) scrollToSection(id, false);
  }, [sections]);

  // The address gains no fragment: that would fire popstate, which the shell's scroll restore takes for back/forward.
  const jump = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (scrollToSection(id, true)) event.preventDefault();
  };

  return (
    <Container size={720} px="md" py={{ base: 'lg', sm: 40 }}>
      {!inEnglish && (
        <Alert color="blue" radius="md" mb="lg" title={t.legal.englishOnlyTitle}>
          {t.legal.englishOnly}
        </Alert>
      )}
      {/* The text itself is English whatever the page's language: screen readers read it as English. */}
      <Stack gap="lg" lang="en-US">
        <Text fw={600} c="gray.7">
          {content.effective}
        </Text>
        <Blocks blocks={content.intro} />
        <Paper component="nav" aria-labelledby="legal-contents" withBorder radius="md" p="md" bg="gray.0">
          <Text id="legal-contents" fw={700} mb={4}>
            {content.contentsLabel}
          </Text>
          <List
            type="ordered"
            style={{ columns: '15rem 2', columnGap: 'var(--mantine-spacing-xl)' }}
            styles={{ itemWrapper: { display: 'block' } }}
          >
            {sections.map((section) => (
              <List.Item key={section.id} style={{ breakInside: 'avoid' }}>
                <Anchor href={`#${section.id}`} onClick={jump(section.id)} display="block" py={10}>
                  {section.heading}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        {sections.map((section) => (
          <Stack component="section" key={section.id} gap="sm" mt="md">
            <Title order={2} size="h3" id={section.id} tabIndex={-1} style={{ scrollMarginTop: HEADING_SCROLL_MARGIN }}>
              {section.heading}
            </Title>
            <Blocks blocks={section.paragraphs} />
            {section.subsections?.map((subsection) => (
              <Stack key={subsection.heading} gap="sm" mt="xs">
                <Title order={3} size="h4">
                  {subsection.heading}
                </Title>
                <Blocks blocks={subsection.paragraphs} />
              </Stack>
            ))}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}

function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) =>
    typeof block === 'object' && 'list' in block ? (
      <List key={index} spacing="xs" withPadding lh={1.6}>
        {block.list.map((item, itemIndex) => (
          <List.Item key={itemIndex}>
            <Runs paragraph={item} />
          </List.Item>
        ))}
      </List>
    ) : (
      <Text key={index} lh={1.65}>
        <Runs paragraph={block} />
      </Text>
    ),
  );
}

function Runs({ paragraph }: { paragraph: Paragraph }) {
  if (typeof paragraph === 'string') return paragraph;
  return paragraph.map((run, index) => {
    if (typeof run === 'string') return run;
    return run.href.startsWith('/') ? (
      <Anchor key={index} component={Link} href={run.href} inherit underline="always">
        {run.text}
      </Anchor>
    ) : (
      <Anchor key={index} href={run.href} inherit underline="always">
        {run.text}
      </Anchor>
    );
  });
}
