import { fromPromise } from 'xstate';
import { fetchHospitalSettings, searchCatalogue } from '../../api/staffRequests';
import type { Catalogue, HospitalSettings } from '../../contract/catalogue';

export interface CatalogueSearch {
  /** A level-of-care key, or '' for every level. */
  levelOfCare: string;
  query: string;
  page: number;
  /** Whether the hospital's wording is still to be read (once, with the first page). */
  withHospital: boolean;
}

export interface CatalogueAnswer {
  catalogue: Catalogue;
  hospital: HospitalSettings | null;
}

export const fetchCatalogueActor = fromPromise<CatalogueAnswer, CatalogueSearch>(async ({ input, signal }) => {
  const [catalogue, hospital] = await Promise.all([
    searchCatalogue({ levelOfCare: input.levelOfCare || undefined, query: input.query, page: input.page }, signal),
    input.withHospital ? fetchHospitalSettings(signal) : null,
  ]);
  return { catalogue, hospital };
});
