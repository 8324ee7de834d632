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

  it('trusts X-Forwarded-For only as TRUST_PROXY says: a number of proxies, or their addresses', () => {
    expect(loadConfig({}).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,2001:db8::/32 ,loopback' }).trustProxy).toEqual({
      proxies: ['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', 'loopback'],
    });
  });

  it('refuses TRUST_PROXY=true, which would let any client pick its address, and says what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends, so anyone could pick the address the login limits count. ' +
        'Give the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8).',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(
      'TRUST_PROXY must be a number of proxies or a list of their addresses or CIDR ranges; "proxy.internal" is neither',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('"10.0.0.0/33" is neither');
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,' })).toThrow('"" is neither');
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow('TRUST_PROXY must be at most 10 hops, got "11"');
  });
});
