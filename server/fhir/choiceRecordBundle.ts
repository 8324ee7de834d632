/// <reference types="fhir/r4" />
import { createHash } from 'node:crypto';
import type { ChoiceRecord, ListRecord } from '../../src/contract/choiceRecord';
import { findLevelOfCare } from '../../src/domain/levelsOfCare';
import { recordEn as text } from '../../src/i18n/en.record';
import { fhirInstant } from './fhirTime';

/**
 * The choice record as FHIR R4 (42 CFR 482.43(c) as structured data): a `collection` Bundle of the Patient, the
 * hospital (Organization), the PDF the chart files (DocumentReference), each version of each service's list as
 * presented and its ranking (List), and a Provenance for each acknowledgement and confirmation. Every fact comes
 * from the same record the PDF is drawn from. The codes chosen are in docs/decisions.md.
 */
export interface BundleInput {
  record: ChoiceRecord;
  /** The record's PDF, as the chart files it. */
  pdf: Buffer;
  patient: { firstName: string | null; initial: string; lastName: string };
  hospital: { id: number; name: string };
  /** Where this CareChoice is (PUBLIC_URL): the namespace of the identifiers it gives. */
  publicUrl: string;
}

/** CMS certification numbers (CCN): their OID, as US Core and CMS's own FHIR guides name them. */
const CCN_SYSTEM = 'urn:oid:2.16.840.1.113883.4.336';
const LOINC = 'http://loinc.org';
const V2_IDENTIFIER_TYPE = 'http://terminology.hl7.org/CodeSystem/v2-0203';
const LIST_ORDER = 'http://terminology.hl7.org/CodeSystem/list-order';
const PARTICIPANT_TYPE = 'http://terminology.hl7.org/CodeSystem/provenance-participant-type';
const ROLE_CODE = 'http://terminology.hl7.org/CodeSystem/v3-RoleCode';
/** The record's language: the hospital's, in which the console and the chart copy are written. */
const LANGUAGE = 'en-US';

/** The family's relationship to the patient as HL7's role codes say it; 'Other' and an unknown one as words only. */
const RELATIONSHIP_CODES: Record<string, { code: string; display: string }> = {
  fc_patient: { code: 'ONESELF', display: 'self' },
  fc_family: { code: 'FAMMEMB', display: 'family member' },
};

/** A stable `urn:uuid:` for one thing of this CareChoice (name-based, as RFC 9562's version 5). */
function uuidOf(publicUrl: string, ...path: (string | number)[]): string {
  const hash = createHash('sha1').update([publicUrl, ...path].join('|')).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const relationshipOf = (relationship: string | null): fhir4.CodeableConcept => {
  const coded = relationship ? RELATIONSHIP_CODES[relationship] : undefined;
  const words = relationship ? (text.relationships[relationship] ?? relationship) : 'Not given';
  return coded ? { coding: [{ system: ROLE_CODE, ...coded }], text: words } : { text: words };
};

export function choiceRecordBundle({ record, pdf, patient, hospital, publicUrl }: BundleInput): fhir4.Bundle {
  const at = (seconds: number) => fhirInstant(seconds, record.timeZone);
  const patientUrl = uuidOf(publicUrl, 'patient', record.id);
  const hospitalUrl = uuidOf(publicUrl, 'hospital', hospital.id);
  const entries: fhir4.BundleEntry[] = [];
  const add = (fullUrl: string, resource: fhir4.FhirResource) => entries.push({ fullUrl, resource });

  add(patientUrl, {
    resourceType: 'Patient',
    language: LANGUAGE,
    ...(record.patient.mrn && {
      identifier: [
        {
          use: 'usual',
          type: { coding: [{ system: V2_IDENTIFIER_TYPE, code: 'MR', display: 'Medical record number' }] },
          system: `${publicUrl}/fhir/hospitals/${hospital.id}/mrn`,
          value: record.patient.mrn,
          assigner: { reference: hospitalUrl, display: hospital.name },
        },
      ],
    }),
    name: [{ use: 'official', text: record.patient.name, family: patient.lastName, given: [patient.firstName ?? patient.initial] }],
    birthDate: record.patient.dateOfBirth,
    managingOrganization: { reference: hospitalUrl, display: hospital.name },
  });
  add(hospitalUrl, { resourceType: 'Organization', language: LANGUAGE, active: true, name: hospital.name });

  const confirmed = record.lists.length > 0 && record.lists.every((list) => list.confirmedAt !== null);
  add(uuidOf(publicUrl, 'record', record.id, 'pdf', record.generatedAt), {
    resourceType: 'DocumentReference',
    language: LANGUAGE,
    status: 'current',
    docStatus: confirmed ? 'final' : 'preliminary',
    type: { coding: [{ system: LOINC, code: '51851-4', display: 'Administrative note' }], text: text.title },
    subject: { reference: patientUrl, display: record.patient.name },
    date: at(record.generatedAt),
    author: [{ reference: hospitalUrl, display: hospital.name }],
    custodian: { reference: hospitalUrl, display: hospital.name },
    description: text.title,
    content: [
      {
        attachment: {
          contentType: 'application/pdf',
          language: LANGUAGE,
          data: pdf.toString('base64'),
          size: pdf.byteLength,
          hash: createHash('sha1').update(pdf).digest('base64'),
          title: `${text.title} ${record.id}`,
          creation: at(record.generatedAt),
        },
      },
    ],
  });

  for (const list of record.lists) {
    for (const [fullUrl, resource] of listResources(list, { at, publicUrl, patientUrl, record })) add(fullUrl, resource);
  }

  return {
    resourceType: 'Bundle',
    language: LANGUAGE,
    identifier: { system: `${publicUrl}/fhir/choice-records`, value: `${record.id}-${record.generatedAt}` },
    type: 'collection',
    timestamp: at(record.generatedAt),
    entry: entries,
  };
}

interface ListContext {
  at: (seconds: number) => string;
  publicUrl: string;
  patientUrl: string;
  record: ChoiceRecord;
}

/** A list version: what was presented (the family's order), the ranking once any, and who acknowledged and confirmed. */
function listResources(list: ListRecord, { at, publicUrl, patientUrl, record }: ListContext): [string, fhir4.FhirResource][] {
  const level = findLevelOfCare(list.levelOfCare).name;
  const subject = { reference: patientUrl, display: record.patient.name };
  const date = at(list.confirmedAt ?? record.generatedAt);
  const itemOf = (provider: { name: string; city: string; state: string; ccn?: string | null }): fhir4.Reference => ({
    display: `${provider.name}, ${provider.city}, ${provider.state}`,
    ...(provider.ccn && { identifier: { system: CCN_SYSTEM, value: provider.ccn } }),
  });
  const presentedUrl = uuidOf(publicUrl, 'list', list.optionListId, 'presented');
  const resources: [string, fhir4.FhirResource][] = [
    [
      presentedUrl,
      {
        resourceType: 'List',
        language: LANGUAGE,
        status: 'current',
        mode: 'snapshot',
        title: `${level}: ${text.presented(list.presented.length)} (version ${list.version})`,
        subject,
        date,
        // The family's screen's own order (best match), as the PDF lists them.
        orderedBy: { coding: [{ system: LIST_ORDER, code: 'system', display: 'Sorted by System' }] },
        ...(list.removed.length > 0 && { note: list.removed.map((removed) => ({ text: `Left off: ${removed.name}, ${removed.city}, ${removed.state}. Reason: ${removed.reason}` })) }),
        ...(list.presented.length > 0 ? { entry: list.presented.map((provider) => ({ item: itemOf(provider) })) } : { emptyReason: { text: 'No providers were presented.' } }),
      },
    ],
  ];
  const ranked = list.presented.filter((provider) => provider.rank !== null).sort((a, b) => a.rank! - b.rank!);
  const rankingUrl = uuidOf(publicUrl, 'list', list.optionListId, 'ranking');
  if (ranked.length > 0) {
    resources.push([
      rankingUrl,
      {
        resourceType: 'List',
        language: LANGUAGE,
        status: 'current',
        mode: 'snapshot',
        title: `${level}: the family’s ranking (version ${list.version})`,
        subject,
        date,
        orderedBy: { coding: [{ system: LIST_ORDER, code: 'priority', display: 'Sorted by Priority' }] },
        entry: ranked.map((provider) => ({ item: itemOf(provider) })),
      },
    ]);
  }
  const guide: fhir4.ProvenanceAgent[] = list.guidedBy
    ? [{ type: { coding: [{ system: PARTICIPANT_TYPE, code: 'enterer', display: 'Enterer' }], text: 'Guided session' }, who: { display: list.guidedBy } }]
    : [];
  if (list.acknowledgement) {
    const { by } = list.acknowledgement;
    resources.push([
      uuidOf(publicUrl, 'list', list.optionListId, 'acknowledged'),
      {
        resourceType: 'Provenance',
        language: LANGUAGE,
        target: [{ reference: presentedUrl }],
        recorded: at(list.acknowledgement.at),
        activity: { text: `Acknowledged: ${list.acknowledgement.text}` },
        agent: [{ type: { coding: [{ system: PARTICIPANT_TYPE, code: 'author', display: 'Author' }] }, role: [relationshipOf(by.relationship)], who: { display: by.name } }, ...guide],
      },
    ]);
  }
  if (list.confirmedAt !== null && list.confirmedBy) {
    const by = list.confirmedBy;
    resources.push([
      uuidOf(publicUrl, 'list', list.optionListId, 'confirmed'),
      {
        resourceType: 'Provenance',
        language: LANGUAGE,
        target: [{ reference: ranked.length > 0 ? rankingUrl : presentedUrl }],
        recorded: at(list.confirmedAt),
        activity: { text: `Choices confirmed (language the family used: ${text.languages[list.language]})` },
        agent: [{ type: { coding: [{ system: PARTICIPANT_TYPE, code: 'author', display: 'Author' }] }, role: [relationshipOf(by.relationship)], who: { display: by.name } }, ...guide],
      },
    ]);
  }
  return resources;
}
