/// <reference types="fhir/r4" />

/**
 * The record's Bundle as a FHIR transaction for the hospital's EHR: every entry is created there, its `urn:uuid`
 * references resolved by the EHR, except the patient, who is created only if the EHR has no patient with that MRN
 * (a conditional create), so filing the record again does not make her twice.
 */
export function asTransaction(bundle: fhir4.Bundle): fhir4.Bundle {
  return {
    resourceType: 'Bundle',
    ...(bundle.language && { language: bundle.language }),
    type: 'transaction',
    entry: (bundle.entry ?? []).map((entry) => {
      const resource = entry.resource as fhir4.FhirResource;
      const mrn = resource.resourceType === 'Patient' ? resource.identifier?.find((identifier) => identifier.system && identifier.value) : undefined;
      return {
        ...entry,
        request: {
          method: 'POST',
          url: resource.resourceType,
          ...(mrn && { ifNoneExist: `identifier=${encodeURIComponent(`${mrn.system}|${mrn.value}`)}` }),
        },
      };
    }),
  };
}
