import { hash, verify } from '@node-rs/argon2';

export const MIN_PASSWORD_LENGTH = 12;

// argon2id (algorithm 2) with the library's recommended memory and time costs.
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 });
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
