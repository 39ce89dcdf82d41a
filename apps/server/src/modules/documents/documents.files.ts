import { MAX_DOCUMENT_BYTES } from '@fieldline/contracts/documents/documents.contract';

/**
 * The name shown for an uploaded file: its base name only. Directories (either slash), runs of dots,
 * control characters and characters Windows refuses in names are dropped; the stored file's key is made
 * by the storage adapter and never comes from this name.
 */
export function cleanFileName(raw: string, fallbackExt: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we remove.
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[<>:"|?*]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(-200);
  return cleaned === '' ? `document.${fallbackExt}` : cleaned;
}

export type DataUrlResult = { ok: true; content: Buffer } | { ok: false; message: string };

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes a base64 data URL, refusing anything larger than the limit before decoding it. */
export function decodeDataUrl(body: string, maxBytes = MAX_DOCUMENT_BYTES): DataUrlResult {
  const head = DATA_URL.exec(body);
  if (!head) return { ok: false, message: "Send the content as a base64 data URL ('data:...;base64,...')." };
  const data = body.slice(head[0].length).replace(/\s+/g, '');
  if (data.length % 4 !== 0 || !BASE64.test(data)) {
    return { ok: false, message: 'The content is not valid base64.' };
  }
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  const size = (data.length / 4) * 3 - padding;
  if (size > maxBytes)
    return { ok: false, message: `The file is larger than the ${maxBytes / 1048576} MB limit.` };
  if (size === 0) return { ok: false, message: 'The file is empty.' };
  return { ok: true, content: Buffer.from(data, 'base64') };
}

/**
 * `attachment` with an ASCII-only fallback name (quotes, backslashes and controls removed) and the
 * exact name as RFC 5987 UTF-8, so no file name can break out of the header.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%;]/g, '')
    .trim();
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii || 'document'}"; filename*=UTF-8''${encoded}`;
}

/** Links must be absolute http(s) addresses: no javascript:, data: or relative ones. */
export function isWebUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}
