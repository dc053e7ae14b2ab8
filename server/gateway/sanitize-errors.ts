import { handleStreamOrSingleExecutionResult, type Plugin } from '@envelop/core';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { findGatewayError, GatewayCode, UPSTREAM_MESSAGE } from './error-codes';

/**
 * Masked errors: the client sees our codes and the server's message, nothing else. An execution error
 * we did not create (an upstream failure, a bug) becomes UPSTREAM_ERROR without URL, header or stack;
 * request errors (parse, validation) keep their message.
 */
export function sanitizeError(error: GraphQLError): GraphQLError {
  const known = findGatewayError(error);
  if (known) {
    return new GraphQLError(known.message, { path: error.path, extensions: { code: known.extensions.code, ...(known.extensions.bizCode !== undefined ? { bizCode: known.extensions.bizCode } : {}) } });
  }
  if (!error.path) return new GraphQLError(error.message, { extensions: { code: 'BAD_REQUEST' } });
  return new GraphQLError(UPSTREAM_MESSAGE, { path: error.path, extensions: { code: GatewayCode.UPSTREAM_ERROR } });
}

const clean = ({ result, setResult }: { result: ExecutionResult; setResult: (r: ExecutionResult) => void }) => {
  if (result.errors?.length) setResult({ ...result, errors: result.errors.map((e) => sanitizeError(e as GraphQLError)) });
};

export function sanitizedErrorsPlugin(): Plugin {
  return {
    onExecute: () => ({ onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, clean) }),
    onSubscribe: () => ({ onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, clean) }),
  };
}
