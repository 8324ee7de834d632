/**
 * Runtime settings the server writes into index.html (see server/spa.ts), so one build serves every deployment.
 * Without them (Vite dev server, tests) the defaults below apply.
 */
export interface ClientConfig {
  apiHost: string;
  debug: boolean;
  analyticsId: string | null;
  mapTileUrl: string;
  mapKey: string | null;
}

const DEFAULTS: ClientConfig = {
  apiHost: '',
  debug: false,
  analyticsId: null,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapKey: null,
};

function readConfig(): ClientConfig {
  if (typeof document === 'undefined') return DEFAULTS;
  const element = document.getElementById('carechoice-config');
  if (!element?.textContent) return DEFAULTS;
  try {
    return { ...DEFAULTS, ...(JSON.parse(element.textContent) as Partial<ClientConfig>) };
  } catch {
    return DEFAULTS;
  }
}

export const config: ClientConfig = readConfig();
