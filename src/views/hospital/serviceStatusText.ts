import { hospitalEn } from '../../i18n/en.hospital';
import type { ServiceStatus } from '../../contract/planner';

/** A unix time as the console's dates: 11/24/2026, in the workstation's time zone. */
export const formatDay = (unixSeconds: number) =>
  new Date(unixSeconds * 1000).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** A unix time to the minute: 11/24/2026 3:41 PM, in the workstation's time zone. */
export const formatMoment = (unixSeconds: number) =>
  `${formatDay(unixSeconds)} ${new Date(unixSeconds * 1000).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

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

/** The worklist's words for where a service stands (issue 21): 'Invited 11/24/2026', 'In progress (3 saved)', … */
export function serviceStatusText(status: ServiceStatus): string {
  const words = hospitalEn.status;
  switch (status.kind) {
    case 'notInvited':
      return words.notInvited;
    case 'invited':
      return words.invited(status.at === null ? '' : formatDay(status.at)).trim();
    case 'inviteRevoked':
      return words.inviteRevoked;
    case 'claimed':
      return words.claimed;
    case 'inProgress':
      return words.inProgress(status.saved);
    case 'ranked':
      return words.ranked(status.at === null ? '' : formatDay(status.at)).trim();
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
