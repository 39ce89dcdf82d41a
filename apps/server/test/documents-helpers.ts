import fs from 'node:fs';
import path from 'node:path';
import type { DocumentRecord } from '@fieldline/contracts/documents/documents.contract';
import type { TestApp } from './harness';

/** A base64 data URL of some text, as a browser's FileReader makes it. */
export const dataUrl = (text: string | Buffer, mime = 'text/plain') =>
  `data:${mime};base64,${Buffer.from(text).toString('base64')}`;

/** A text-file document body related to the records given. */
export function textDocument(related: Record<string, { id: number }[]>, over: Record<string, unknown> = {}) {
  return {
    description: 'Service agreement',
    documentType: 2,
    file: { name: 'agreement.txt', type: 'txt', body: dataUrl('Signed copy') },
    ...related,
    ...over,
  };
}

/** Creates a document through the API and returns it. */
export async function createDocument(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await t.as(token)({ method: 'POST', url: '/v1/documents', payload: body });
  if (res.statusCode !== 201) throw new Error(`document not created: ${res.statusCode} ${res.body}`);
  return res.json() as DocumentRecord;
}

/** Every file under the app's storage folder (relative paths). */
export function storedFiles(t: TestApp): string[] {
  const root = t.app.platform.config.storageDir;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
}
