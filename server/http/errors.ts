import type { FastifyBaseLogger, FastifyError } from 'fastify';
import { BizError, Code, type Envelope } from './envelope';

export const BUSY_MESSAGE = '服务器繁忙，请稍后重试';

/** Any thrown value → the envelope the client sees. Unknown errors never leak a stack or SQL text. */
export function errorEnvelope(err: unknown, log: FastifyBaseLogger): Envelope<unknown> {
  if (err instanceof BizError) return { code: err.code, msg: err.message, data: err.data ?? null };
  const fe = err as Partial<FastifyError>;
  if (fe.validation) return { code: Code.BAD_REQUEST, msg: fe.message ?? '请求参数不正确', data: null };
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { code: Code.BAD_REQUEST, msg: '请求内容过大', data: null };
  if (typeof fe.code === 'string' && fe.code.startsWith('FST_ERR_CTP')) {
    return { code: Code.BAD_REQUEST, msg: '请求格式不正确', data: null };
  }
  if (fe.statusCode === 400) return { code: Code.BAD_REQUEST, msg: '请求格式不正确', data: null };
  log.error({ err }, 'unexpected error in route');
  return { code: Code.INTERNAL, msg: BUSY_MESSAGE, data: null };
}
