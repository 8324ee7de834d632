import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * The README promises Node 20.19 or newer. `npm ci` warns (EBADENGINE) for every installed package whose `engines.node`
 * refuses that, and the package may use what 20.19 lacks: so no package in the lock may ask for more.
 */
const require = createRequire(import.meta.url);
// semver comes with npm's own tooling (eslint, vite and others depend on it); its types are not installed.
const semver = require('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
};

const root = new URL('../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };

const minimum = semver.minVersion(pkg.engines.node)!.version;

describe('the Node versions we promise', () => {
  it('are the same in package.json and the README', () => {
    expect(minimum).toBe('20.19.0');
    expect(read('README.md')).toContain('Node 20.19 or newer');
  });

  it('are accepted by every package in package-lock.json', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        // Some old packages wrote engines as an array of strings; npm ignores those.
        const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
        if (!range) return [];
        return !semver.satisfies(minimum, range) ? [`${path}@${entry.version} wants node ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
