/** `npm run charts`: draws src/machines/CHARTS.md from the machines (see scripts/charts/drawChart.ts). */
import { writeFileSync } from 'node:fs';
import { CHARTS_FILE, drawCharts } from './charts/charts';

writeFileSync(CHARTS_FILE, drawCharts());
console.log(`Drew ${CHARTS_FILE}.`);
