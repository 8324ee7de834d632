import type { HospitalSettings } from '../../contract/catalogue';
import { hospitalEn } from '../../i18n/en.hospital';
import { WholeNumberSettingForm } from './WholeNumberSettingForm';

const text = hospitalEn.catalogue;

/** How many days a kiosk of the hospital works after it was turned on, whole days, 1 to 365, beside the idle time. */
export function KioskTokenDaysForm(props: { hospital: HospitalSettings; onSaved: (hospital: HospitalSettings) => void }) {
  const words = {
    label: text.tokenDays,
    hint: text.tokenDaysHint,
    range: text.tokenDaysRange,
    save: text.tokenDaysSave,
    saved: text.tokenDaysSaved,
    failed: text.tokenDaysFailed,
  };
  return <WholeNumberSettingForm setting="kioskTokenDays" min={1} max={365} words={words} {...props} />;
}
