// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchWithUploadProgress, type TransferProgress } from '../../src/lib/transfer';

/** A real server; jsdom's XMLHttpRequest runs cross-origin, so it answers CORS too. */
let server: Server;
let base: string;
const received: number[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Expose-Headers': 'Content-Disposition' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      received.push(size);
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="a.xlsx"' });
      res.end(JSON.stringify({ code: 0, msg: null, data: { size, token: req.headers.token ?? null } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('upload with progress (XMLHttpRequest)', () => {
  it('sends the body and headers, reports the bytes sent, and answers as a Response', async () => {
    const progress: TransferProgress[] = [];
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(200_000)]), 'big.xlsx');
    const headers = new Headers({ token: 't-1' });
    const response = await fetchWithUploadProgress(`${base}/import`, { method: 'POST', headers, body }, (p) => progress.push(p));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const json = (await response.json()) as { data: { size: number; token: string } };
    expect(json.data.token).toBe('t-1');
    expect(json.data.size).toBeGreaterThan(200_000);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)!.loaded).toBe(progress.at(-1)!.total);
  });
});
