import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Access tokens at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the database's bank feed secret,
 * a fresh 12-byte nonce each time, and the provider's item id as associated data, so a token copied onto
 * another item's row does not decrypt. Stored as `v1.<nonce>.<tag>.<ciphertext>`, base64url.
 */
const VERSION = 'v1';

export function tokenKey(secret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'fieldline', 'bank-feed access token v1', 32),
  );
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function encryptToken(key: Buffer, token: string, itemId: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(itemId, 'utf8'));
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The token, or an error naming no part of it when the stored text was not made with this key and item. */
export function decryptToken(key: Buffer, stored: string, itemId: string): string {
  const [version, nonce, tag, body] = stored.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined)
    throw new Error('The stored bank feed access token is not readable.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(itemId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new Error('The stored bank feed access token does not decrypt with this database key.');
  }
}
