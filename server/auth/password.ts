import argon2 from 'argon2';
import { ARGON2_OPTIONS } from './constants';

/** argon2id hash; a fixed salt is only passed by the deterministic demo seed. */
export function hashPassword(password: string, salt?: Buffer): Promise<string> {
  return argon2.hash(password, salt ? { ...ARGON2_OPTIONS, salt } : ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown account cannot be told apart by timing. */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
}
