/**
 * `--url` of `npm run import:cms` (issue 23): a file of CMS's Provider Data Catalog fetched from its download address
 * (the dataset page's "Download" link, a CSV) when the server can reach data.cms.gov, read as the same CSV as a file
 * on disk. The catalogue's JSON API names its columns differently (snake_case), so it is not read: the CSV is the
 * layout the datasets describe.
 */

/** CMS's national files are tens of megabytes: a slow link gets this long before the import gives up. */
export const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

export class DownloadRefusal extends Error {}

export async function downloadCmsFile(url: string, { timeoutMs = DOWNLOAD_TIMEOUT_MS } = {}): Promise<string> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    throw new DownloadRefusal(`--url is not an address: "${url}".`);
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') throw new DownloadRefusal(`--url must be an http or https address: "${url}".`);
  let answer: Response;
  try {
    answer = await fetch(address, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'text/csv, */*' } });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new DownloadRefusal(`Cannot download ${url}: ${cause === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : cause}.`);
  }
  if (!answer.ok) throw new DownloadRefusal(`Cannot download ${url}: the server answered ${answer.status} ${answer.statusText}.`.replace(' .', '.'));
  return answer.text();
}
