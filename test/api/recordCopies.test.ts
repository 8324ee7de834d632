import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choiceRecordPdfs } from '../../server/db/schema';
import { recordClock } from '../../server/domain/choiceRecordPdf';
import { createWorld } from '../fixtures/world';
import { FAMILY, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * The family's copy of the choice record is in the family's language, the chart's in the hospital's (English) saying
 * which language the family used; both from the same frozen facts. Read back as text with poppler's pdftotext.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

const CONFIRMED_AT = 1_800_000_000;

async function pdfOf(client: TestClient, url: string) {
  const response = await client.get(url);
  expect(response.status, String(response.body).slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const pdf = response.rawPayload;
  return {
    text: execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString().replace(/\s+/g, ' '),
    info: execFileSync('pdfinfo', ['-custom', '-enc', 'UTF-8', '-'], { input: pdf }).toString(),
    catalog: pdf.toString('latin1'),
  };
}

/** Words of the English record that a Spanish copy must not show (its fixed words and the starts of its sentences). */
const ENGLISH_WORDS = [
  'Post-acute care choice record',
  'Date of birth',
  'Generated',
  'Page 1 of',
  'Choices confirmed',
  'Area: distances',
  'Providers presented',
  'CMS certification number',
  'Overall Medicare Rating',
  'Health Inspection',
  'of 5',
  ' miles',
  'Preferred by the hospital',
  "Family's choice",
  'Invitation',
  'Sent to',
  'Acknowledged by',
  'The family’s choices',
  'Saved:',
  'Ranking:',
  'Confirmed by',
  'Language the family used',
  '(Family)',
];

describe('a copy of the choice record for each reader', () => {
  let planner: TestClient;
  let family: TestClient;
  let patientId: number;

  beforeAll(async () => {
    const [a, b] = world.providerIds as [number, number];
    const invited = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [a, b] }], { email: 'copias@test.example' });
    ({ planner, patientId } = invited);
    family = await signedUpFamily(server, invited.inviteCode, { ...FAMILY, firstName: 'Lucía', lastName: 'Nguyễn', email: 'copias@test.example' });
    expect((await family.put('/internal/app/user/v1/language', { language: 'es' })).status).toBe(200);
    const listId = (await family.get('/internal/app/choice/v1/services')).body[0].latestOptionList.id as number;
    const ranked = await family.post(`/internal/app/choice/v1/option-lists/${listId}/rank`, { rankings: [b, a], shortlist: [a, b], completedAt: CONFIRMED_AT });
    expect(ranked.status, JSON.stringify(ranked.body)).toBe(200);
  });

  it('gives the family its copy in Spanish, every word the record writes, times written as Spanish readers write them', async () => {
    const { text, info, catalog } = await pdfOf(family, '/internal/app/choice/v1/choice-record.pdf?lang=es');
    const at = recordClock('America/New_York', 'es').at(CONFIRMED_AT);
    expect(at).toBe('15 ene 2027, 3:00 a.m. EST');
    for (const fact of [
      'Registro de la elección de cuidado posterior al alta',
      'Paciente: M. Rivera',
      'Fecha de nacimiento: ',
      'Expediente médico (MRN): ',
      'Hospital: Test General',
      'Generado: ',
      'Enfermería especializada',
      `Opciones confirmadas el ${at}`,
      'Proveedores presentados, en el orden en que se mostraron (2)',
      'Número de certificación de CMS 365001',
      'Calificación general de Medicare: ',
      'Inspecciones de salud: 3 de 5, Calidad: 4 de 5, Personal: 2.5 de 5 (fecha de los datos no registrada)',
      ' millas · Preferido por el hospital',
      'Opción n.º 1 de la familia',
      'Invitación',
      'Enviada a copias@test.example',
      '“I acknowledge.”',
      'Aceptada por Lucía Nguyễn (Familiar), el ',
      'Las opciones de la familia',
      'Guardados: ',
      'Orden de preferencia: 1. Provider 2; 2. Provider 1.',
      `Confirmadas por Lucía Nguyễn (Familiar), el ${at}.`,
      'Idioma que usó la familia: español.',
      'Generado por CareChoice',
      'Página 1 de ',
    ]) {
      expect(text, fact).toContain(fact);
    }
    // The acknowledgement is quoted in the words it was accepted in; nothing else is English.
    const rest = text.replace('“I acknowledge.”', '');
    for (const english of ENGLISH_WORDS) expect(rest, english).not.toContain(english);
    expect(info).toMatch(new RegExp(`^Title:\\s+Registro de elección de CareChoice ${patientId}$`, 'm'));
    // The document's language, for screen readers.
    expect(catalog).toContain('/Lang (es-US)');
  });

  it('gives the chart its copy in English, saying the family used Spanish; the same facts in both', async () => {
    const { text, catalog } = await pdfOf(planner, `/internal/app/planner/v1/patients/${patientId}/choice-record.pdf`);
    const at = recordClock('America/New_York').at(CONFIRMED_AT);
    expect(text).toContain(`Choices confirmed ${at}`);
    expect(text).toContain('Ranking: 1. Provider 2; 2. Provider 1.');
    expect(text).toContain(`Confirmed by Lucía Nguyễn (Family), ${at}.`);
    expect(text).toContain('Language the family used: Spanish.');
    expect(catalog).toContain('/Lang (en-US)');
  });

  it('lets the planner print the family’s copy, keeps each copy apart, and takes the family’s language when the link names none', async () => {
    const forFamily = await pdfOf(planner, `/internal/app/planner/v1/patients/${patientId}/choice-record.pdf?lang=es`);
    expect(forFamily.text).toContain('Idioma que usó la familia: español.');
    const stored = await server.db.select({ language: choiceRecordPdfs.language }).from(choiceRecordPdfs).where(eq(choiceRecordPdfs.patientId, patientId));
    expect(stored.map((row) => row.language).sort()).toEqual(['en', 'es']);
    // The family's account reads Spanish: a link without `lang` gives its copy in Spanish; one asking English, English.
    expect((await pdfOf(family, '/internal/app/choice/v1/choice-record.pdf')).text).toContain('Registro de la elección');
    expect((await pdfOf(family, '/internal/app/choice/v1/choice-record.pdf?lang=en')).text).toContain('Post-acute care choice record');
  });

  it('refuses a language CareChoice does not write, with the field named', async () => {
    for (const url of ['/internal/app/choice/v1/choice-record.pdf?lang=fr', `/internal/app/planner/v1/patients/${patientId}/choice-record.pdf?lang=ES`]) {
      const client = url.includes('planner') ? planner : family;
      const refused = await client.get(url);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'InvalidInput', fields: { lang: expect.any(String) } });
    }
  });
});
