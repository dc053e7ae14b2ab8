import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onReceived, onSent, startOf, transferText } from '../../src/components/data/transfer-progress';
import { percentOf, readBodyWithProgress } from '../../src/lib/transfer';

describe('transfer progress', () => {
  it('gives whole percents, or nothing when the size is unknown', () => {
    expect(percentOf({ loaded: 1, total: 3 })).toBe(33);
    expect(percentOf({ loaded: 5, total: 4 })).toBe(100);
    expect(percentOf({ loaded: 5 })).toBeUndefined();
  });

  it('names each phase of an export and an import in Chinese', () => {
    expect(transferText(startOf('export'))).toBe('正在生成文件…');
    expect(transferText(onReceived({ loaded: 50, total: 200 }))).toBe('正在下载 25%');
    expect(transferText(onReceived({ loaded: 50 }))).toBe('正在下载…');
    expect(transferText(startOf('import'))).toBe('正在上传 0%');
    expect(transferText(onSent({ loaded: 10, total: 20 }))).toBe('正在上传 50%');
    expect(transferText(onSent({ loaded: 20, total: 20 }))).toBe('正在校验并导入…');
  });

  describe('reading a real HTTP body chunk by chunk', () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': '3000' });
        // Three writes the client sees as separate chunks.
        res.write(Buffer.alloc(1000, 1));
        setTimeout(() => res.write(Buffer.alloc(1000, 2)), 10);
        setTimeout(() => res.end(Buffer.alloc(1000, 3)), 20);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('reports the bytes received against Content-Length and keeps every byte', async () => {
      const seen: number[] = [];
      const blob = await readBodyWithProgress(await fetch(base), (p) => seen.push(percentOf(p)!));
      expect(blob.size).toBe(3000);
      expect(seen[0]).toBe(0);
      expect(seen.at(-1)).toBe(100);
      expect(seen.length).toBeGreaterThanOrEqual(3);
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      expect([bytes[0], bytes[1500], bytes[2999]]).toEqual([1, 2, 3]);
    });
  });
});
