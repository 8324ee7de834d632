import type { HospitalSettings } from '../../contract/catalogue';
import { hospitalEn } from '../../i18n/en.hospital';
import { WholeNumberSettingForm } from './WholeNumberSettingForm';

const text = hospitalEn.catalogue;

/**
 * How long the hospital's kiosks wait without a touch before asking "Are you still there?", in
 * whole minutes, 1 to 30. Admins change it beside the wording.
 */
export function KioskIdleForm(props: { hospital: HospitalSettings; onSaved: (hospital: HospitalSettings) => void }) {
  const words = { label: text.idle, hint: text.idleHint, range: text.idleRange, save: text.idleSave, saved: text.idleSaved, failed: text.idleFailed };
  return <WholeNumberSettingForm setting="kioskIdleMinutes" min={1} max={30} words={words} {...props} />;
}
