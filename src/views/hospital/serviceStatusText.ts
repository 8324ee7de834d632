import { hospitalEn } from '../../i18n/en.hospital';
import type { ServiceStatus } from '../../contract/planner';
import type { ConsoleClock } from './consoleClock';

/** A birth date of the API (YYYY-MM-DD) as the forms show it: MM/DD/YYYY. */
export const formatBirthDate = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
};

/** A patient as the console names them: 'Rivera, Maria', or 'Rivera, M.' when only the initial is known. */
export const patientName = (patient: { lastName: string; firstName: string | null; initial: string }) =>
  `${patient.lastName}, ${patient.firstName ?? `${patient.initial}.`}`;

/** A patient named in a sentence: 'Maria Rivera', or 'M. Rivera' when only the initial is known. */
export const patientNameInText = (patient: { lastName: string; firstName: string | null; initial: string }) =>
  `${patient.firstName ?? `${patient.initial}.`} ${patient.lastName}`;

/** The worklist's words for where a service stands: 'Invited 11/24/2026', 'In progress (3 saved)', … */
export function serviceStatusText(status: ServiceStatus, clock: ConsoleClock): string {
  const words = hospitalEn.status;
  switch (status.kind) {
    case 'notInvited':
      return words.notInvited;
    case 'invited':
      return words.invited(status.at === null ? '' : clock.day(status.at)).trim();
    case 'inviteRevoked':
      return words.inviteRevoked;
    case 'claimed':
      return words.claimed;
    case 'inProgress':
      return words.inProgress(status.saved);
    case 'ranked':
      return words.ranked(status.at === null ? '' : clock.day(status.at)).trim();
  }
}

/** A colour per status, always with the words beside it (colour alone says nothing to some readers). */
export const STATUS_COLORS: Record<ServiceStatus['kind'], string> = {
  notInvited: 'gray',
  invited: 'blue',
  inviteRevoked: 'red',
  claimed: 'cyan',
  inProgress: 'yellow',
  ranked: 'teal',
};
