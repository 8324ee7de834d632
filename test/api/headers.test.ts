import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceOf } from '../../server/securityHeaders';
import { createWorld } from '../fixtures/world';
import { plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../support/testServer';

/** Security headers on every answer, errors and static files included. */
let server: TestServer;
let family: TestClient;
const dist = mkdtempSync(join(tmpdir(), 'carechoice-headers-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>CareChoice</title></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A build made with source maps (the server must not publish them even then).
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../../src/main.tsx"]}');
  server = await startTestServer({ DIST_DIR: dist, MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
  const world = await createWorld(server.db);
  const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }]);
  family = await signedUpFamily(server, inviteCode);
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const policyOf = (response: TestResponse) =>
  new Map(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

const expectSecurityHeaders = (response: TestResponse) => {
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('img-src')).toContain('https://*.tiles.example.org');
  expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toContain('camera=()');
  // PUBLIC_URL of the tests is http: no HSTS (a browser would ignore it there anyway).
  expect(response.headers['strict-transport-security']).toBeUndefined();
};

describe('security headers', () => {
  it.each([
    ['a family answer', '/internal/app/choice/v1/patient', 200],
    ['the account', '/internal/app/user/v1/me', 200],
    ['an unknown API path', '/internal/app/nothing-here', 404],
    ['a bad query', '/internal/app/choice/v1/option-lists/abc', 400],
  ])('are on %s, and API answers are never stored', async (_name, path, status) => {
    const response = await family.get(path);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('are on API answers to callers without a session', async () => {
    const response = await server.client().get('/internal/app/user/v1/me');
    expect(response.status).toBe(401);
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a page', '/choice/option-list/1', 'no-cache'],
    ['index.html', '/', 'no-cache'],
    ['a hashed asset', '/assets/index-abc123.js', 'public, max-age=31536000, immutable'],
    ['a provider photo', '/media/providers/1/1.svg', 'public, max-age=31536000, immutable'],
  ])('are on %s, which keeps its own caching', async (_name, path, cacheControl) => {
    const response = await server.client().get(path);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it('serve the build: its files (precompressed when accepted), index.html for pages, 404 for anything else', async () => {
    const client = server.client();
    const asset = await client.get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect([asset.status, asset.rawPayload.toString()]).toEqual([200, 'console.log(1)']);
    const compressed = await client.get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect([compressed.headers['content-encoding'], compressed.rawPayload.toString()]).toEqual(['br', 'brotli bytes']);
    const page = await client.get('/choice/option-list/1/provider/7');
    expect(page.status).toBe(200);
    expect(page.rawPayload.toString()).toContain('<title>CareChoice</title>');
    for (const path of ['/assets/index-missing.js', '/assets/index-abc123.js.map', '/assets/../../etc/passwd.txt', '/%2e%2e/package.json']) {
      const missing = await client.get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body, path).toEqual({ code: 'NotFound', message: expect.stringContaining('No such address') });
    }
  });

  it('hand the anti-forgery cookie to the page and to API answers, never to a static file', async () => {
    const cookiesOf = (response: TestResponse) => [response.headers['set-cookie'] ?? []].flat().map((cookie) => String(cookie).split('=')[0]);
    // Cached files (a year in any cache, or revalidated) would hand one visitor's token to the next, or not be cached.
    for (const path of ['/assets/index-abc123.js', '/favicon.svg', '/media/providers/1/1.svg', '/assets/index-missing.js']) {
      const response = await server.client().get(path, { 'accept-encoding': 'br' });
      expect(cookiesOf(response), path).toEqual([]);
    }
    // The SPA reads the token from the page's cookie before its first unsafe call.
    for (const path of ['/', '/choice/option-list/1', '/internal/app/health']) {
      const response = await server.client().get(path);
      expect(cookiesOf(response), path).toEqual(['XSRF-TOKEN']);
    }
  });

  it('add HSTS when the product is served over https', async () => {
    const secure = await startTestServer({ PUBLIC_URL: 'https://carechoice.example.org' });
    try {
      const response = await secure.client().get('/internal/app/health');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('name the map tiles by the origin of their address template', () => {
    expect(sourceOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(sourceOf('https://{s}.tile.example.org/{z}/{x}/{y}.png?key={key}')).toBe('https://*.tile.example.org');
    expect(sourceOf('HTTPS://Tiles.Example.org:8443/{z}')).toBe('https://tiles.example.org:8443');
    expect(sourceOf('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(sourceOf("https://evil.example.org; script-src 'unsafe-inline'")).toBeNull();
  });
});
