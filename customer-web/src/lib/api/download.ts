import { contractUrl, ERRORS, type ContractDef } from '@portal/shared';
import { API_BASE } from '../config';
import { sessionStore } from '../session/session-store';

/** The file name a Content-Disposition header gives, if any. */
export function fileNameOf(disposition: string | null): string | undefined {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1].trim()) : undefined;
}

/**
 * Fetches a file a contract answers (an invoice PDF) as the signed-in user and hands it to the browser to save
 * under the name the answer gives. Rejects with "File downloading error" when no file comes back, and "File name
 * is not specified" when it comes without a name.
 */
export async function downloadFile(contract: ContractDef, params: Record<string, string>): Promise<string> {
  const token = sessionStore.get().auth?.JWT;
  const url =
    new URL(API_BASE, window.location.origin).href.replace(/\/$/, '') + contractUrl(contract, params);
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new Error(ERRORS.file_downloading_error);
  }
  if (!res.ok) throw new Error(ERRORS.file_downloading_error);
  const name = fileNameOf(res.headers.get('content-disposition'));
  if (!name) throw new Error(ERRORS.file_name_not_specified);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next turn; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return name;
}
