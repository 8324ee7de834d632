import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARTS, CHARTS_FILE, drawCharts } from '../../scripts/charts/charts';

describe('the charts drawn in src/machines/CHARTS.md', () => {
  it('are the machines as they are: run `npm run charts` after changing one', () => {
    expect(readFileSync(CHARTS_FILE, 'utf8') === drawCharts(), `${CHARTS_FILE} is out of date: run npm run charts`).toBe(true);
  });

  it('draw every chart of src/machines, each once', () => {
    const withCharts = (readdirSync('src/machines', { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && readFileSync(join('src/machines', file), 'utf8').includes('createMachine('))
      .sort();
    const drawn = CHARTS.map(([, file]) => file.split(' ')[0]!);
    expect([...drawn].sort()).toEqual(withCharts);
    expect(new Set(CHARTS.map(([machine]) => machine.id)).size).toBe(CHARTS.length);
  });

  it('draw a transition as its event and guard, and the events handled in place', () => {
    const drawn = drawCharts();
    expect(drawn).toContain('  routing --> identifying : always [askedRank and needsPresence]');
    expect(drawn).toContain('  saving_saved --> done : after saveDelay');
    expect(drawn).toContain('| `browsing.map` | `map.providerSelected` |');
  });
});
