import { createCipheriv } from 'node:crypto';
import { aesDecrypt, aesEncrypt, base64Decode, base64Encode, encryptFields } from '../../src/lib/crypto';

/** AES-CBC with zero padding and key = IV, computed with node:crypto to prove interoperability. */
function nodeAesZeroPadded(text: string, key: string): string {
  const plain = Buffer.from(text, 'utf8');
  const padded = Buffer.alloc(Math.ceil(plain.length / 16) * 16);
  plain.copy(padded);
  const keyBytes = Buffer.from(key, 'utf8');
  const cipher = createCipheriv(`aes-${keyBytes.length * 8}-cbc`, keyBytes, keyBytes.subarray(0, 16));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
}

const KEY_128 = '1234567890abcdef';

describe('base64', () => {
  it('encodes ASCII like the platform', () => {
    expect(base64Encode('admin')).toBe('YWRtaW4=');
    expect(base64Decode('YWRtaW4=')).toBe('admin');
  });

  it('is UTF-8 safe for Chinese text', () => {
    const text = '消防监督执法综合业务平台';
    expect(base64Encode(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
    expect(base64Decode(base64Encode(text))).toBe(text);
  });

  it('round-trips the empty string and emoji', () => {
    expect(base64Decode(base64Encode(''))).toBe('');
    expect(base64Decode(base64Encode('火🔥'))).toBe('火🔥');
  });
});

describe('aes', () => {
  it('matches node:crypto AES-128-CBC with zero padding and the key as IV', () => {
    expect(aesEncrypt('Fire@2026', KEY_128)).toBe(nodeAesZeroPadded('Fire@2026', KEY_128));
    expect(aesEncrypt('消防 supervision', KEY_128)).toBe(nodeAesZeroPadded('消防 supervision', KEY_128));
  });

  it('adds no padding block when the text fills whole blocks', () => {
    const sixteen = 'abcdefghijklmnop';
    const cipher = aesEncrypt(sixteen, KEY_128);
    expect(Buffer.from(cipher, 'base64')).toHaveLength(16);
    expect(cipher).toBe(nodeAesZeroPadded(sixteen, KEY_128));
  });

  it('uses AES-256 for a 32-byte key', () => {
    const key = '0123456789abcdef0123456789abcdef';
    expect(aesEncrypt('密码', key)).toBe(nodeAesZeroPadded('密码', key));
  });

  it('round-trips Chinese text', () => {
    const text = '为了安全请您及时修改密码，谢谢！';
    expect(aesDecrypt(aesEncrypt(text, KEY_128), KEY_128)).toBe(text);
  });

  it('refuses a key of the wrong length', () => {
    expect(() => aesEncrypt('x', 'short')).toThrow(/16, 24 or 32 bytes/);
  });
});

describe('encryptFields', () => {
  const payload = { account: 'admin', password: 'Fire@2026', remember: true, empty: null as string | null };

  it('encodes only the named fields with Base64 and leaves the payload unchanged', () => {
    const result = encryptFields(payload, ['password'], 'base64');
    expect(result).toEqual({ ...payload, password: base64Encode('Fire@2026') });
    expect(payload.password).toBe('Fire@2026');
  });

  it('encrypts the named fields with AES', () => {
    const result = encryptFields(payload, ['account', 'password'], 'aes', KEY_128);
    expect(aesDecrypt(result.account, KEY_128)).toBe('admin');
    expect(result.password).toBe(nodeAesZeroPadded('Fire@2026', KEY_128));
    expect(result.remember).toBe(true);
  });

  it('turns non-string values into text and skips null fields', () => {
    const result = encryptFields(payload, ['remember', 'empty'], 'base64');
    expect(base64Decode(result.remember as unknown as string)).toBe('true');
    expect(result.empty).toBeNull();
  });

  it('needs a key in AES mode', () => {
    expect(() => encryptFields(payload, ['password'], 'aes')).toThrow(/needs a key/);
  });
});
