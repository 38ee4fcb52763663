/**
 * Fetching a CSV file from the back office's API (a report's table, a list's export) with the admin
 * client, which carries the token a plain link could not, so the browser can save it (save-file.ts).
 * Its name is the server's (Content-Disposition); a refusal, which also arrives as a file, is read
 * back into the server's message so the toast can say what the server said.
 */
import { adminApi, type ApiResult } from '../../lib/api-client';

const FILE_NAME = /filename="?([^";]+)"?/;

/** The file's JSON refusal, so the toast can say what the server said. */
async function readRefusal(error: unknown): Promise<never> {
  const response = (error as { response?: { data?: unknown } }).response;
  if (response && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text()) as unknown;
    } catch {
      // Not JSON: the caller's fallback stands.
    }
  }
  throw error;
}

export interface CsvFile {
  file: Blob;
  fileName: string;
}

/** GET `path` (under /api/v1) with `params` as a CSV file; `fallbackName` if the server names none. */
export async function downloadCsv(path: string, params: object, fallbackName: string): Promise<ApiResult<CsvFile>> {
  const response = await adminApi.get<Blob>(path, { params, responseType: 'blob', headers: { Accept: 'text/csv' } }).catch(readRefusal);
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = FILE_NAME.exec(disposition)?.[1] ?? fallbackName;
  return { data: { file: response.data, fileName }, message: `Downloaded ${fileName}` };
}
