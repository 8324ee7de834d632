import { Alert, Button, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import type { KioskList } from '../../contract/kiosk';
import { hospitalEn } from '../../i18n/en.hospital';
import { selectKioskList, selectKioskListBusy, selectKioskListFailed } from '../../machines/hospital/kioskListSelectors';
import { KioskItem } from './KioskItem';
import { useKioskListActor, useKioskListSelector } from './staffActors';

const text = hospitalEn.staff.kiosks;

/**
 * The staff page's kiosks(admins only): every device of the hospital that is a kiosk now,
 * newest first, each with 'Revoke'. Loaded afresh each time the page is entered, beside the staff directory.
 */
export function KioskListSection() {
  const actor = useKioskListActor();
  const kiosks = useKioskListSelector(selectKioskList);
  const busy = useKioskListSelector(selectKioskListBusy);
  const failed = useKioskListSelector(selectKioskListFailed);
  useEffect(() => actor.send({ type: 'resource.entered' }), [actor]);
  const changed = useCallback((list: KioskList) => actor.send({ type: 'resource.changed', value: list }), [actor]);
  const refresh = useCallback(() => actor.send({ type: 'resource.entered' }), [actor]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="staff-kiosks-heading">
      <Title order={2} size="h3" id="staff-kiosks-heading">
        {text.heading}
      </Title>
      <Text size="sm">{text.intro}</Text>
      {failed && (
        <Alert color="red" title={text.loadFailed} role="alert">
          <Button variant="light" color="red" onClick={() => actor.send({ type: 'resource.retried' })}>
            {hospitalEn.worklist.retry}
          </Button>
        </Alert>
      )}
      {!kiosks && busy && <Loader aria-label={hospitalEn.worklist.updating} />}
      {kiosks &&
        (kiosks.length === 0 ? (
          <Text c="dimmed">{text.none}</Text>
        ) : (
          // Each item as wide as the list, so that its button sits at the right.
          <List listStyleType="none" spacing="md" aria-label={text.heading} styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}>
            {kiosks.map((kiosk) => (
              <KioskItem key={kiosk.id} kiosk={kiosk} onChanged={changed} onRefresh={refresh} />
            ))}
          </List>
        ))}
    </Stack>
  );
}
