import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { KioskList, KioskSummary } from '../../contract/kiosk';
import { hospitalEn } from '../../i18n/en.hospital';
import { revokeKioskLogic } from '../../machines/hospital/staffForms';
import { showToast } from '../shell/toast';
import { useConsoleClock } from './consoleClock';
import { useRequest } from '../forms/useRequest';

const text = hospitalEn.staff.kiosks;

/** The refusals that mean the kiosk is off already (revoked meanwhile, released on the device, past its time). */
const OFF_ALREADY = new Set(['KioskOff', 'NotFound']);

/**
 * A kiosk that is on: who turned it on and when, until when it works, when its device was
 * last seen; 'Revoke' after a confirmation in place, whose safe answer has the focus, as a staff account's
 * 'Deactivate' asks. A kiosk found off already says so, and offers the list afresh (`onRefresh`).
 */
export function KioskItem({ kiosk, onChanged, onRefresh }: { kiosk: KioskSummary; onChanged: (list: KioskList) => void; onRefresh: () => void }) {
  const clock = useConsoleClock();
  const [state, send] = useRequest(revokeKioskLogic, (output) => {
    showToast({ type: 'success', ...text.revoked(kiosk.id) });
    onChanged(output);
  });
  // Asking before a change that stops a device in a family lounge is the row's own moment, not a step of any flow.
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);
  const busy = state.hasTag('busy');
  const failure = state.matches('failed') ? state.context.failure : null;
  const offAlready = failure !== null && OFF_ALREADY.has(failure.code);
  const seen = kiosk.lastSeenAt === null ? text.notSeen : text.lastSeen(clock.moment(kiosk.lastSeenAt));
  return (
    <List.Item>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>{text.name(kiosk.id)}</Text>
            <Text size="sm">
              {text.startedBy(clock.day(kiosk.createdAt), kiosk.startedBy)} · {text.worksUntil(clock.day(kiosk.expiresAt))} · {seen}
            </Text>
          </Stack>
          <Button variant="light" color="red" disabled={confirming} onClick={() => setConfirming(true)} aria-label={text.revokeLabel(kiosk.id)}>
            {text.revoke}
          </Button>
        </Group>
        {confirming && (
          <Paper withBorder p="sm" radius="md" role="group" aria-label={text.revokeLabel(kiosk.id)}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">{text.confirmRevoke(kiosk.id, kiosk.startedBy)}</Text>
              <Group gap="xs">
                <Button color="red" loading={busy} disabled={offAlready} onClick={() => send({ type: 'form.submitted', values: kiosk.id })}>
                  {text.confirmYes}
                </Button>
                <Button variant="default" ref={keep} disabled={busy} onClick={() => setConfirming(false)}>
                  {text.confirmNo}
                </Button>
              </Group>
            </Group>
            {failure && (
              <Group gap="xs" mt="xs">
                <Text size="sm" c="red.8" role="alert">
                  {offAlready ? text.alreadyOff : text.revokeFailed}
                </Text>
                {offAlready && (
                  <Button size="compact-sm" variant="light" onClick={onRefresh}>
                    {text.refresh}
                  </Button>
                )}
              </Group>
            )}
          </Paper>
        )}
      </Stack>
    </List.Item>
  );
}
