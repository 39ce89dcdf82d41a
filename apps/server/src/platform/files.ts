import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded files live; the database keeps only their metadata and storage key. */
export interface FileStorage {
  /** Stores the content under a new server-made key and returns the key and size. */
  put(content: Buffer | Readable, extension?: string): Promise<{ key: string; size: number }>;
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/;

/** Local-folder storage. Keys never come from the user's file name, so paths cannot escape the root. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(content: Buffer | Readable, extension?: string) {
    const ext = extension
      ? `.${extension
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
          .slice(0, 10)}`
      : '';
    const id = randomUUID();
    const key = `${id.slice(0, 2)}/${id}${ext === '.' ? '' : ext}`;
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    if (Buffer.isBuffer(content)) await fs.promises.writeFile(file, content, { flag: 'wx' });
    else await pipeline(content, fs.createWriteStream(file, { flags: 'wx' }));
    const { size } = await fs.promises.stat(file);
    return { key, size };
  }

  async read(key: string) {
    const file = this.pathOf(key);
    await fs.promises.access(file);
    return fs.createReadStream(file);
  }

  async exists(key: string) {
    // An invalid key is refused like in read and remove, not answered as "no such file".
    const file = this.pathOf(key);
    try {
      await fs.promises.access(file);
      return true;
    } catch {
      return false;
    }
  }

  async remove(key: string) {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
