import type { MultipartFile } from '@fastify/multipart';
import { security } from '../../src/messages/security';
import { BizError, Code } from './envelope';

/**
 * Reads one uploaded file chunk by chunk and stops with code 413 as soon as it passes `maxBytes`, so an
 * oversized upload is never held whole. A file the multipart parser cut short (`truncated`) is refused,
 * never parsed.
 */
export async function readFileLimited(file: MultipartFile, maxBytes: number, field = '上传文件'): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of file.file as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) {
        file.file.resume();
        throw new BizError(Code.PAYLOAD_TOO_LARGE, security.fileTooLarge(field, maxBytes));
      }
      chunks.push(chunk);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BizError(Code.PAYLOAD_TOO_LARGE, security.fileTooLarge(field, maxBytes));
    throw err;
  }
  if (file.file.truncated) throw new BizError(Code.PAYLOAD_TOO_LARGE, security.fileTooLarge(field, maxBytes));
  return Buffer.concat(chunks, total);
}
