import { serverAddress } from '../config';

/**
 * The server the command-line tools talk to: CARECHOICE_URL, or else the address the server itself would take from
 * the same environment (PUBLIC_URL, or http://HOST:PORT), so `PORT=4000 npm start` and `PORT=4000 npm run invite`
 * meet without more settings.
 */
export function carechoiceUrl(env: Record<string, string | undefined> = process.env): string {
  return (env.CARECHOICE_URL || serverAddress(env).publicUrl).replace(/\/+$/, '');
}

/**
 * A minimal HTTP client for command-line tools and tests: keeps cookies like a browser and sends the anti-forgery
 * header on unsafe calls. Throws on any answer that is not 2xx.
 */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/internal/app/health');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const token = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && token) headers['x-xsrf-token'] = decodeURIComponent(token);
    let response: Response;
    try {
      response = await fetch(new URL(path, this.baseUrl), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      throw new Error(`Cannot reach CareChoice at ${this.baseUrl}. Is it running (npm start)? Give this command the PORT (or PUBLIC_URL) the server has, or set CARECHOICE_URL to its address.`);
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const answer = (await response.json().catch(() => undefined)) as T & { message?: string };
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer?.message ?? 'no details'}`);
    return answer;
  }

  /** The cookies this client holds, as a Cookie header (for load generators that reuse its session). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
