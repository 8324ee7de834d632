import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has laptop defaults: port 3000 on loopback, embedded database under ./data, e-mail to the log', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, smtpUrl: undefined, publicUrl: 'http://127.0.0.1:3000' });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/carechoice',
      DATABASE_URL: 'postgres://db/carechoice',
      PUBLIC_URL: 'https://care.example.org/',
      SMTP_URL: 'smtp://mail:25',
      ANALYTICS_ID: 'G-123',
      CLIENT_DEBUG: 'true',
      MAP_KEY: 'k',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/carechoice',
      databaseUrl: 'postgres://db/carechoice',
      publicUrl: 'https://care.example.org',
      smtpUrl: 'smtp://mail:25',
      client: { analyticsId: 'G-123', debug: true, mapKey: 'k' },
    });
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number');
  });

  it('adds no extra providers unless DEMO_LARGE_LIST asks, and refuses a count that is not one', () => {
    expect(loadConfig({}).demoLargeList).toBe(0);
    expect(loadConfig({ DEMO_LARGE_LIST: '300' }).demoLargeList).toBe(300);
    expect(() => loadConfig({ DEMO_LARGE_LIST: 'lots' })).toThrow('DEMO_LARGE_LIST must be a whole number from 0 to 5000, got "lots"');
    expect(() => loadConfig({ DEMO_LARGE_LIST: '-1' })).toThrow('DEMO_LARGE_LIST must be');
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says so (true, or a number of proxies)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });
});
