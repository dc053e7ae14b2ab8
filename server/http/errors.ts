import type { FastifyBaseLogger, FastifyError } from 'fastify';
import { BODY_LIMIT_BYTES, UPLOAD_MAX_BYTES } from '../../src/constants/security';
import { security } from '../../src/messages/security';
import { BizError, Code, type Envelope } from './envelope';

export const BUSY_MESSAGE = '服务器繁忙，请稍后重试';

/** Multipart refusals of @fastify/multipart: too many parts or fields, a file over the limit. */
const MULTIPART_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** Any thrown value → the envelope the client sees. Unknown errors never leak a stack or SQL text. */
export function errorEnvelope(err: unknown, log: FastifyBaseLogger): Envelope<unknown> {
  if (err instanceof BizError) return { code: err.code, msg: err.message, data: err.data ?? null };
  const fe = err as Partial<FastifyError>;
  if (fe.validation) return { code: Code.BAD_REQUEST, msg: fe.message ?? '请求参数不正确', data: null };
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { code: Code.PAYLOAD_TOO_LARGE, msg: security.bodyTooLarge(BODY_LIMIT_BYTES), data: null };
  if (fe.code === 'FST_REQ_FILE_TOO_LARGE') return { code: Code.PAYLOAD_TOO_LARGE, msg: security.fileTooLarge('上传文件', UPLOAD_MAX_BYTES), data: null };
  if (fe.code && MULTIPART_LIMITS.has(fe.code)) return { code: Code.PAYLOAD_TOO_LARGE, msg: security.tooManyParts, data: null };
  if (typeof fe.code === 'string' && fe.code.startsWith('FST_ERR_CTP')) {
    return { code: Code.BAD_REQUEST, msg: '请求格式不正确', data: null };
  }
  if (fe.statusCode === 400 || fe.statusCode === 406 || fe.statusCode === 415) return { code: Code.BAD_REQUEST, msg: '请求格式不正确', data: null };
  if (fe.statusCode === 413) return { code: Code.PAYLOAD_TOO_LARGE, msg: security.bodyTooLarge(BODY_LIMIT_BYTES), data: null };
  if (fe.statusCode === 429) return { code: Code.TOO_MANY_REQUESTS, msg: security.rateLimited, data: null };
  log.error({ err }, 'unexpected error in route');
  return { code: Code.INTERNAL, msg: BUSY_MESSAGE, data: null };
}
