import { describe, expect, it } from 'vitest';
import { carechoiceUrl } from '../../server/cli/httpClient';
import { loadConfig } from '../../server/config';

/** `npm run invite` finds a server started on another port with the same settings. */
describe('the server the command-line tools talk to', () => {
  it('is the one the server itself says it runs at, from PORT, HOST and PUBLIC_URL', () => {
    for (const env of [{}, { PORT: '4000' }, { HOST: '0.0.0.0', PORT: '8080' }, { HOST: '10.1.2.3' }, { PUBLIC_URL: 'https://care.example.org/', PORT: '4000' }]) {
      expect(carechoiceUrl(env), JSON.stringify(env)).toBe(loadConfig(env).publicUrl);
    }
    expect(carechoiceUrl({})).toBe('http://127.0.0.1:3000');
    expect(carechoiceUrl({ PORT: '4000' })).toBe('http://127.0.0.1:4000');
    expect(carechoiceUrl({ HOST: '0.0.0.0', PORT: '8080' })).toBe('http://localhost:8080');
    expect(carechoiceUrl({ PUBLIC_URL: 'https://care.example.org/', PORT: '4000' })).toBe('https://care.example.org');
  });

  it('is CARECHOICE_URL when that is set, whatever the rest says', () => {
    expect(carechoiceUrl({ CARECHOICE_URL: 'http://other:5000/', PORT: '4000', PUBLIC_URL: 'https://care.example.org' })).toBe('http://other:5000');
  });

  it('refuses a PORT the server would refuse', () => {
    expect(() => carechoiceUrl({ PORT: 'eighty' })).toThrow('PORT must be a port number');
  });
});
