/**
 * `--url` of `npm run import:cms`: a file of CMS's Provider Data Catalog fetched from its download address
 * (the dataset page's "Download" link, a CSV) when the server can reach data.cms.gov, read as the same CSV as a file
 * on disk, as it arrives (never held whole). The catalogue's JSON API names its columns
 * differently (snake_case), so it is not read: the CSV is the layout the datasets describe.
 */

import { shown } from './excerpt';

/** CMS's national files are tens of megabytes: a slow link gets this long before the import gives up. */
export const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

export class DownloadRefusal extends Error {}

const causeOf = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;

/** The file's bytes as they arrive; a download that fails on the way (a cut, the timeout) is a DownloadRefusal. */
export async function downloadCmsFile(url: string, { timeoutMs = DOWNLOAD_TIMEOUT_MS } = {}): Promise<AsyncIterable<Uint8Array>> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    throw new DownloadRefusal(`--url is not an address: "${url}".`);
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') throw new DownloadRefusal(`--url must be an http or https address: "${url}".`);
  const failed = (error: unknown) => {
    const cause = causeOf(error);
    return new DownloadRefusal(`Cannot download ${url}: ${cause === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : cause}.`);
  };
  let answer: Response;
  try {
    answer = await fetch(address, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'text/csv, */*' } });
  } catch (error) {
    throw failed(error);
  }
  // The reason phrase is the remote server's words: escaped as a cell would be (excerpt.ts).
  if (!answer.ok) throw new DownloadRefusal(`Cannot download ${url}: the server answered ${answer.status} ${shown(answer.statusText, 80)}.`.replace(' .', '.'));
  // The body is read from the answer itself, held till then: an answer collected unread has its body cancelled
  // (undici's), and the database opens between this download's start and its reading.
  return (async function* arriving() {
    if (!answer.body) return;
    try {
      yield* answer.body as AsyncIterable<Uint8Array>;
    } catch (error) {
      throw failed(error);
    }
  })();
}
