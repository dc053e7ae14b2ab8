/**
 * The REST envelope { code, msg, data } of the spec. Business errors travel with HTTP 200 and a code
 * other than 0, so the client's error catalogue (and the gateway plugin) read one shape.
 */
export const Code = {
  OK: 0,
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SESSION_EXPIRED: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  LOCKED: 423,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const ok = <T>(data: T, msg = '操作成功'): Envelope<T> => ({ code: Code.OK, msg, data });

/** Thrown anywhere in a handler or service; turned into an envelope by the route layer. */
export class BizError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'BizError';
  }
}

export const badRequest = (msg: string) => new BizError(Code.BAD_REQUEST, msg);
export const forbidden = (msg = '您没有此操作的权限') => new BizError(Code.FORBIDDEN, msg);
export const notFound = (msg = '数据不存在或已被删除') => new BizError(Code.NOT_FOUND, msg);
export const sessionExpired = (msg = '登录已过期，请重新登录') => new BizError(Code.SESSION_EXPIRED, msg);
export const conflict = (msg = '数据已被他人修改，请刷新后重试') => new BizError(Code.CONFLICT, msg);
