import { createActorContext, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { catalogueMachine } from '../../machines/hospital/catalogueMachine';
import type { kioskListMachine } from '../../machines/hospital/kioskListMachine';
import type { listBuilderMachine } from '../../machines/hospital/listBuilderMachine';
import type { patientInvitesMachine } from '../../machines/hospital/patientInvitesMachine';
import { CATALOGUE_ID, KIOSK_LIST_ID, LIST_BUILDER_ID, PATIENT_INVITES_ID, PATIENT_RECORD_ID, STAFF_DIRECTORY_ID, staffSessionMachine, WORKLIST_ID } from '../../machines/hospital/staffSessionMachine';
import type { staffDirectoryMachine } from '../../machines/hospital/staffDirectoryMachine';
import type { patientRecordMachine } from '../../machines/hospital/patientRecordMachine';
import type { worklistMachine } from '../../machines/hospital/worklistMachine';

/**
 * The one way a console view reaches an actor: the console's actor system is rooted in the staff session machine;
 * this context holds the root, and each hook finds its actor in the system.
 */
export const StaffActorContext = createActorContext(staffSessionMachine);

export const useStaffSessionActor = () => StaffActorContext.useActorRef();
export const useStaffSessionSelector = <T>(selector: (snapshot: SnapshotFrom<typeof staffSessionMachine>) => T) =>
  StaffActorContext.useSelector(selector);

type WorklistActor = ActorRefFrom<typeof worklistMachine>;

/** The worklist runs while a staff member is signed in; only signed-in screens ask for it. */
export const useWorklistActor = () => useStaffSessionActor().system.get(WORKLIST_ID) as WorklistActor;
export const useWorklistSelector = <T>(selector: (snapshot: SnapshotFrom<typeof worklistMachine>) => T) => useSelector(useWorklistActor(), selector);

type PatientRecordActor = ActorRefFrom<typeof patientRecordMachine>;

export const usePatientRecordActor = () => useStaffSessionActor().system.get(PATIENT_RECORD_ID) as PatientRecordActor;
export const usePatientRecordSelector = <T>(selector: (snapshot: SnapshotFrom<typeof patientRecordMachine>) => T) =>
  useSelector(usePatientRecordActor(), selector);

type PatientInvitesActor = ActorRefFrom<typeof patientInvitesMachine>;

export const usePatientInvitesActor = () => useStaffSessionActor().system.get(PATIENT_INVITES_ID) as PatientInvitesActor;
export const usePatientInvitesSelector = <T>(selector: (snapshot: SnapshotFrom<typeof patientInvitesMachine>) => T) =>
  useSelector(usePatientInvitesActor(), selector);

type CatalogueActor = ActorRefFrom<typeof catalogueMachine>;

export const useCatalogueActor = () => useStaffSessionActor().system.get(CATALOGUE_ID) as CatalogueActor;
export const useCatalogueSelector = <T>(selector: (snapshot: SnapshotFrom<typeof catalogueMachine>) => T) => useSelector(useCatalogueActor(), selector);
type ListBuilderActor = ActorRefFrom<typeof listBuilderMachine>;

/** The list builder of `/hospital/patients/{id}/services/{serviceId}/list`. */
export const useListBuilderActor = () => useStaffSessionActor().system.get(LIST_BUILDER_ID) as ListBuilderActor;
export const useListBuilderSelector = <T>(selector: (snapshot: SnapshotFrom<typeof listBuilderMachine>) => T) => useSelector(useListBuilderActor(), selector);

type StaffDirectoryActor = ActorRefFrom<typeof staffDirectoryMachine>;

/** The staff page's directory (admins only). */
export const useStaffDirectoryActor = () => useStaffSessionActor().system.get(STAFF_DIRECTORY_ID) as StaffDirectoryActor;
export const useStaffDirectorySelector = <T>(selector: (snapshot: SnapshotFrom<typeof staffDirectoryMachine>) => T) =>
  useSelector(useStaffDirectoryActor(), selector);

type KioskListActor = ActorRefFrom<typeof kioskListMachine>;

/** The staff page's list of the hospital's kiosks(admins only). */
export const useKioskListActor = () => useStaffSessionActor().system.get(KIOSK_LIST_ID) as KioskListActor;
export const useKioskListSelector = <T>(selector: (snapshot: SnapshotFrom<typeof kioskListMachine>) => T) => useSelector(useKioskListActor(), selector);
