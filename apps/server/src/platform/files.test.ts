import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './files';

let root: string;
let storage: LocalFileStorage;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-storage-'));
  storage = new LocalFileStorage(root);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/;

describe('local file storage', () => {
  it('stores, reads, finds and removes a file under a server-made key', async () => {
    const { key, size } = await storage.put(Buffer.from('hello, files'), 'txt');
    expect(key).toMatch(KEY);
    expect(key.endsWith('.txt')).toBe(true);
    expect(size).toBe(12);
    expect(fs.readFileSync(path.join(root, key), 'utf8')).toBe('hello, files');
    expect(await storage.exists(key)).toBe(true);
    expect(await text(await storage.read(key))).toBe('hello, files');

    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(fs.existsSync(path.join(root, key))).toBe(false);
    await expect(storage.read(key)).rejects.toThrow();
    await storage.remove(key);
  });

  it('stores a stream and gives every file its own key', async () => {
    const a = await storage.put(Readable.from(['streamed ', 'content']));
    const b = await storage.put(Buffer.from('streamed content'));
    expect(a.key).not.toBe(b.key);
    expect(a.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(a.size).toBe(16);
    expect(await text(await storage.read(a.key))).toBe('streamed content');
  });

  it('never takes a path from the caller: the extension is cleaned and the key is made up', async () => {
    const { key } = await storage.put(Buffer.from('x'), '../../etc/PASSWD');
    expect(key).toMatch(KEY);
    expect(key.endsWith('.etcpasswd')).toBe(true);
    expect(path.resolve(root, key).startsWith(root + path.sep)).toBe(true);
    const long = await storage.put(Buffer.from('x'), 'averyveryverylongextension');
    expect(long.key).toMatch(/\.averyveryv$/);
    const none = await storage.put(Buffer.from('x'), '...');
    expect(none.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
  });

  it('refuses keys that are not its own', async () => {
    const outside = path.join(root, '..', 'fieldline-outside.txt');
    fs.writeFileSync(outside, 'secret');
    try {
      for (const bad of [
        '../etc/passwd',
        '../fieldline-outside.txt',
        '/etc/passwd',
        'ab/../../x',
        '',
        'AB/not-a-key',
      ]) {
        await expect(storage.read(bad)).rejects.toThrow('Invalid storage key');
        await expect(storage.exists(bad)).rejects.toThrow('Invalid storage key');
        await expect(storage.remove(bad)).rejects.toThrow('Invalid storage key');
      }
      expect(fs.readFileSync(outside, 'utf8')).toBe('secret');
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });
});
