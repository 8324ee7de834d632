import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkSecretDeclarations, paramNames, recordRoutes, secretInPath } from '../../server/routeSecrets';

describe('route secret declarations', () => {
  it('names a pattern\'s parameters, wildcards included', () => {
    expect(paramNames('/media/providers/:id/:file')).toEqual(['id', 'file']);
    expect(paramNames('/go/c/:inviteCode')).toEqual(['inviteCode']);
    expect(paramNames('/*')).toEqual(['*']);
  });

  it('accepts declared secrets and plain parameters', () => {
    expect(() => checkSecretDeclarations({ url: '/a/:id/:code', ...secretInPath('code') })).not.toThrow();
    expect(() => checkSecretDeclarations({ url: '/a/:id' })).not.toThrow();
  });

  it('refuses, at start-up, a route whose new parameter is not declared', async () => {
    const app = Fastify();
    recordRoutes(app);
    expect(() => app.get('/kiosk/v1/:token', async () => ({}))).toThrow(/parameter token is neither declared secret/);
    await app.close();
  });
});
