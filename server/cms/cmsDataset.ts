/**
 * How a CMS Provider Data Catalog file is read: which columns say who the provider is, which carry its
 * star ratings and which its quality measures. Each file is described by its column names and measure codes as CMS's
 * data dictionaries give them; server/cms/datasets/ holds one description per kind of provider.
 */

/** How a measure's cell is read: a number (blank or "Not Available": not reported), Y/N, or text as given. */
export type MeasureKind = 'number' | 'flag' | 'text';

/** medicare_ratings' rating columns, each 1–5 stars. */
export type RatingKey = 'overall' | 'quality' | 'healthInspection' | 'staffing' | 'survey';

/** The columns naming the provider; latitude and longitude where the file has them (else the ZIP code's centre). */
export interface ProviderColumns {
  name: string;
  city: string;
  state: string;
  zip: string;
  latitude?: string;
  longitude?: string;
}

/**
 * Who and where each provider is: a file with these adds the providers it does not find. A file without them (the
 * patient-survey files name no place) only adds its figures to providers another dataset brought, `addsTo`: its
 * measures join theirs in provider_quality, under that dataset's name, and its rows of unknown CCNs are counted.
 */
export type ProviderSource = { provider: ProviderColumns } | { provider: null; addsTo: string };

interface DatasetFields {
  /** `--dataset` on the command line. */
  key: string;
  /** The level of care its providers are offered for, and the service type their CCN is kept under. */
  levelOfCare: string;
  serviceType: string;
  /** The column of the CMS Certification Number, by which a provider is found. */
  ccn: string;
  /**
   * The column of the file's data date (YYYY-MM-DD, or MM/DD/YYYY as CMS writes some); absent where the file has none,
   * and the operator gives it (`--data-date`).
   */
  dataDate?: string;
}

export interface WideMeasure {
  /** The measure's key in provider_quality.measures (and in the API). */
  key: string;
  column: string;
  kind: MeasureKind;
}

/** One row per provider, a column per rating and per measure (nursing homes, home health agencies). */
export type WideDataset = DatasetFields &
  ProviderSource & {
    layout: 'wide';
    /** medicare_ratings' columns, each from a 1–5 star column of the file (one column may fill two). */
    ratings: Partial<Record<RatingKey, string>>;
    measures: readonly WideMeasure[];
  };

/** A cell of a long file: the value column of the row whose measure code is `code`. */
export interface LongCell {
  code: string;
  column: string;
}

export interface LongMeasure extends LongCell {
  key: string;
  kind: MeasureKind;
}

/**
 * One row per provider per measure (hospice, inpatient rehabilitation, long-term care hospitals): the rows are pivoted
 * by CCN, and only the measure codes named here are read.
 */
export type LongDataset = DatasetFields &
  ProviderSource & {
    layout: 'long';
    /** The column naming each row's measure ("Measure Code"). */
    code: string;
    ratings: Partial<Record<RatingKey, LongCell>>;
    measures: readonly LongMeasure[];
  };

export type CmsDataset = WideDataset | LongDataset;

/**
 * A file of the ZIP codes each provider serves, one row per provider per ZIP code (home health's "Zip Codes" file). It
 * names no provider, so like a survey it only adds to the providers dataset `addsTo` brought, found by their CCN kept
 * under `serviceType`; each provider's ZIP codes are replaced by the file's.
 */
export interface ZipDataset {
  /** `--dataset` on the command line. */
  key: string;
  layout: 'zips';
  serviceType: string;
  addsTo: string;
  /** The columns of the CMS Certification Number and of a ZIP code served. */
  ccn: string;
  zip: string;
}
