import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARTS, CHARTS_FILE, drawCharts } from '../../scripts/charts/charts';

describe('the charts drawn in src/machines/CHARTS.md', () => {
  it('are the machines as they are: run `npm run charts` after changing one', () => {
    expect(readFileSync(CHARTS_FILE, 'utf8') === drawCharts(), `${CHARTS_FILE} is out of date: run npm run charts`).toBe(true);
  });

  it('draw every chart of src/machines, each once', () => {
    // A chart is made by createMachine, or as an instance of the resource chart (whose factory is no chart itself).
    const makesChart = (source: string) => /\.createMachine\(|= resourceMachine\(/.test(source) && !source.includes('export function resourceMachine');
    const withCharts = (readdirSync('src/machines', { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && makesChart(readFileSync(join('src/machines', file), 'utf8')))
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
