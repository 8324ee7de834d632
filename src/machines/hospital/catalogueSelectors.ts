import type { SnapshotFrom } from 'xstate';
import type { catalogueMachine } from './catalogueMachine';

type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;

/** What the catalogue page shows: the last page (kept while the next loads), the hospital's wording, the search. */
export const selectCatalogue = (snapshot: CatalogueSnapshot) => snapshot.context.answer;
export const selectCatalogueHospital = (snapshot: CatalogueSnapshot) => snapshot.context.hospital;
export const selectCatalogueBusy = (snapshot: CatalogueSnapshot) => snapshot.hasTag('busy');
export const selectCatalogueFailed = (snapshot: CatalogueSnapshot) => snapshot.matches('failed');
export const selectCatalogueQuery = (snapshot: CatalogueSnapshot) => snapshot.context.query;
export const selectCatalogueLevel = (snapshot: CatalogueSnapshot) => snapshot.context.levelOfCare;
