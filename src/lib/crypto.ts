/**
 * Payload field encryption of the spec: Base64, or AES in CBC mode with zero padding where the key is
 * also the IV (crypto-js). Ciphertext travels as Base64.
 */
// Per-module imports keep the rest of crypto-js out of the bundle; they extend the shared core object.
import CryptoJS from 'crypto-js/core';
import 'crypto-js/enc-base64';
import 'crypto-js/aes';
import 'crypto-js/pad-zeropadding';

const { AES, enc, mode, pad } = CryptoJS;
const Utf8 = enc.Utf8;
const Base64Encoding = enc.Base64;
const CBC = mode.CBC;
const ZeroPadding = pad.ZeroPadding;

export function base64Encode(text: string): string {
  return Base64Encoding.stringify(Utf8.parse(text));
}

export function base64Decode(encoded: string): string {
  return Utf8.stringify(Base64Encoding.parse(encoded));
}

const AES_KEY_BYTES = [16, 24, 32];

function parseKey(key: string) {
  const words = Utf8.parse(key);
  if (!AES_KEY_BYTES.includes(words.sigBytes)) {
    throw new Error(`AES key must be 16, 24 or 32 bytes of UTF-8, got ${words.sigBytes}`);
  }
  return words;
}

export function aesEncrypt(text: string, key: string): string {
  const keyWords = parseKey(key);
  return AES.encrypt(Utf8.parse(text), keyWords, { iv: keyWords, mode: CBC, padding: ZeroPadding }).toString();
}

/** Zero padding cannot tell trailing NUL characters of the text from padding: they are dropped. */
export function aesDecrypt(cipherBase64: string, key: string): string {
  const keyWords = parseKey(key);
  const plain = AES.decrypt(cipherBase64, keyWords, { iv: keyWords, mode: CBC, padding: ZeroPadding });
  return Utf8.stringify(plain);
}

export type EncryptMode = 'base64' | 'aes';

function fieldText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A copy of `payload` whose named fields are encrypted (as text). Fields that are absent, null or
 * undefined are left as they are; the payload itself is not changed.
 */
export function encryptFields<T extends Record<string, unknown>>(
  payload: T,
  fields: readonly (keyof T & string)[],
  mode: EncryptMode,
  key?: string,
): T {
  if (mode === 'aes' && !key) throw new Error('encryptFields: AES mode needs a key');
  const result: Record<string, unknown> = { ...payload };
  for (const field of fields) {
    const value = payload[field];
    if (value === undefined || value === null) continue;
    const text = fieldText(value);
    result[field] = mode === 'aes' ? aesEncrypt(text, key as string) : base64Encode(text);
  }
  return result as T;
}
