import type { HospitalSettings } from '../../contract/catalogue';
import { EhrSettingsForm } from './EhrSettingsForm';
import { FamilyTextsForm } from './FamilyTextsForm';
import { HospitalWordingForm } from './HospitalWordingForm';
import { KioskIdleForm } from './KioskIdleForm';
import { KioskTokenDaysForm } from './KioskTokenDaysForm';
import { TimeZoneForm } from './TimeZoneForm';

export { LanguageAssistanceForm } from './LanguageAssistanceForm';

/**
 * The hospital's settings only its admins change, in a chunk of their own: most of the console's users are planners,
 * who read the Providers page without these forms and need not download them.
 */
export function HospitalSettingsForms(props: { hospital: HospitalSettings; onSaved: (hospital: HospitalSettings) => void }) {
  return (
    <>
      <HospitalWordingForm {...props} />
      <FamilyTextsForm {...props} />
      <KioskIdleForm {...props} />
      <KioskTokenDaysForm {...props} />
      <TimeZoneForm {...props} />
      <EhrSettingsForm {...props} />
    </>
  );
}
