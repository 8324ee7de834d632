import { Button, Stack, Text, Title } from '@mantine/core';
import { kioskWords } from '../../i18n/en.kiosk';
import { useWords } from '../shell/shownWords';
import { consolePath } from '../../machines/hospital/consolePaths';
import { WRAPPING_BUTTON } from '../components/wrappingButton';
import { CenteredCard } from '../shell/CenteredCard';


/**
 * GUIDED_ENDED: where a guided session ends without a staff member (nobody answered "Are you still
 * there?", Log out, or the server ended it). The family's side is cleared and logged out; the tablet is the staff
 * member's, so the way on is the console's sign-in, not a family login.
 */
export function GuidedEndedPage() {
  const text = useWords(kioskWords).guided.ended;
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={2}>{text.heading}</Title>
        <Text>{text.body}</Text>
        {/* The console is another page load: the family app's router does not know its addresses. */}
        <Button component="a" href={consolePath('WORKLIST')} size="lg" fullWidth styles={WRAPPING_BUTTON}>
          {text.staff}
        </Button>
      </Stack>
    </CenteredCard>
  );
}
