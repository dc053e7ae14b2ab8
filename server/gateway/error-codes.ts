import { GraphQLError } from 'graphql';

/** The GraphQL error codes the client's error link understands (ARCHITECTURE.md "Errors"). */
export const GatewayCode = {
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  BUSINESS_ERROR: 'BUSINESS_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
} as const;
export type GatewayCodeValue = (typeof GatewayCode)[keyof typeof GatewayCode];

export const UPSTREAM_MESSAGE = '服务暂不可用，请稍后重试';

export function codeForEnvelope(code: number): GatewayCodeValue {
  if (code === 408) return GatewayCode.SESSION_EXPIRED;
  if (code === 403) return GatewayCode.FORBIDDEN;
  if (code === 404) return GatewayCode.NOT_FOUND;
  return GatewayCode.BUSINESS_ERROR;
}

/** A business error as the client sees it: the server's message, the mapped code, the envelope code. */
export function businessError(msg: string, envelopeCode: number): GraphQLError {
  return new GraphQLError(msg || UPSTREAM_MESSAGE, { extensions: { code: codeForEnvelope(envelopeCode), bizCode: envelopeCode } });
}

export const upstreamError = () => new GraphQLError(UPSTREAM_MESSAGE, { extensions: { code: GatewayCode.UPSTREAM_ERROR } });

const KNOWN = new Set<string>(Object.values(GatewayCode));

/** The error we created, wherever graphql-js wrapped it. */
export function findGatewayError(error: unknown): GraphQLError | undefined {
  let e: unknown = error;
  for (let i = 0; i < 5 && e; i++) {
    if (e instanceof GraphQLError && KNOWN.has(String(e.extensions?.code))) return e;
    e = (e as { originalError?: unknown }).originalError;
  }
  return undefined;
}
