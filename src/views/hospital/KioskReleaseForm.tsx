import type { LoginRequest } from '../../contract/auth';
import { hospitalEn } from '../../i18n/en.hospital';
import { StaffCredentialsForm } from '../forms/StaffCredentialsForm';

const text = hospitalEn.kiosk;

export interface KioskReleaseFormProps {
  hospitalName: string;
  /** The device's actor takes a release now (not while it checks the kiosk with the server, nor while releasing). */
  canRelease: boolean;
  releasing: boolean;
  /** The server's code for the last refusal, or null. */
  refusal: string | null;
  onRelease: (credentials: LoginRequest) => void;
}

/** The refusal in words, by the server's code; the exact wait of a 429 is not kept by the device's actor. */
function refusalText(code: string, hospitalName: string): string {
  if (code === 'Forbidden') return text.refused.Forbidden(hospitalName);
  if (code === 'TooManyRequests') return text.refused.TooManyAttempts;
  const known = text.refused[code as Exclude<keyof typeof text.refused, 'Forbidden'>];
  return typeof known === 'string' ? known : text.refused.other;
}

/** A staff member of the hospital turns the kiosk off with their e-mail and password. */
export function KioskReleaseForm({ hospitalName, canRelease, releasing, refusal, onRelease }: KioskReleaseFormProps) {
  return (
    <StaffCredentialsForm
      heading={text.staffHeading}
      intro={text.staffIntro}
      emailLabel={text.email}
      passwordLabel={text.password}
      submitLabel={text.release}
      canSubmit={canRelease}
      busy={releasing}
      refusal={refusal && refusalText(refusal, hospitalName)}
      onSubmit={onRelease}
    />
  );
}
