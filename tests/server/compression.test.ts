import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { COMPRESS_THRESHOLD_BYTES } from '../../server/http/compression';
import { registerSpa } from '../../server/static-spa';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { precompressDir } from '../../scripts/precompress';
import { TEST_LOGIN_RATES } from '../helpers/app';
import { openTestDb, type TestDb } from '../helpers/db';

/** A built client as vite writes it: index.html and a hashed script, then the build's compressed copies. */
const SCRIPT = `export const screens = [${Array.from({ length: 400 }, (_, i) => `{ name: 'screen${i}', title: '第${i}屏' }`).join(', ')}];\n`;
const SCRIPT_URL = '/assets/index-Bx7f3a9c.js';

let dist: string;
let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'xfjd-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), `<!doctype html><html><head><script type="module" src="${SCRIPT_URL}"></script></head><body></body></html>`);
  await writeFile(path.join(dist, SCRIPT_URL), SCRIPT);
  await precompressDir(dist);
  testDb = await openTestDb();
  // What main.ts builds: the API, then the SPA on the same instance.
  app = await buildApp({ db: testDb.db, config: { logLevel: 'silent', ...TEST_LOGIN_RATES } });
  await registerSpa(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.close();
  await rm(dist, { recursive: true, force: true });
});

const getScript = (acceptEncoding?: string) =>
  app.inject({ method: 'GET', url: SCRIPT_URL, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('built assets are sent compressed at build time', () => {
  it('sends the brotli copy when the browser accepts br', async () => {
    const res = await getScript('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    // The build's copy itself, not one compressed for this request.
    expect(res.rawPayload.equals(await readFile(path.join(dist, `${SCRIPT_URL}.br`)))).toBe(true);
  });

  it('sends the gzip copy when the browser accepts gzip and not br', async () => {
    const res = await getScript('gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.equals(await readFile(path.join(dist, `${SCRIPT_URL}.gz`)))).toBe(true);
  });

  it('sends the file as it is when the browser accepts neither', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await getScript(accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.body, String(accept)).toBe(SCRIPT);
    }
  });
});

describe('API replies above the threshold are compressed', () => {
  const login = async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { account: 'admin', password: DEMO_PASSWORD } });
    return (res.json() as { data: { token: string } }).data.token;
  };
  // The organisation tree is several KiB of JSON.
  const getTree = (token: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url: '/api/organization/getGeneralOrganTree', headers: { token, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it('sends a large JSON reply as brotli or gzip, as accepted, and the same JSON as without', async () => {
    const token = await login();
    const plain = await getTree(token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const br = await getTree(token, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await getTree(token, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a reply under the threshold as it is', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', headers: { 'accept-encoding': 'br, gzip' }, payload: { account: 'admin', password: 'wrong' } });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: expect.any(Number) });
  });
});
