/**
 * The error catalogue for GraphQL, the same as the REST helper's (../../lib/error-catalogue):
 * SESSION_EXPIRED takes the 408 path (message once per 2 s, logout); FORBIDDEN, BUSINESS_ERROR,
 * NOT_FOUND and UPSTREAM_ERROR show their message for 5 s; any other GraphQL error shows the busy text
 * (masked errors carry no useful message); a non-200 status shows its status text or the busy text;
 * other network errors show their message. The error still reaches the caller.
 */
import type { GraphQLFormattedError } from 'graphql';
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import {
  handleBusinessError,
  handleHttpStatus,
  handleNetworkError,
  handleSessionExpired,
  textOrBusy,
} from '../../lib/error-catalogue';

export const SESSION_EXPIRED_CODE = 'SESSION_EXPIRED';
/** Codes whose message was written for the user (the gateway's envelope plugin sets them). */
export const USER_MESSAGE_CODES: readonly string[] = ['FORBIDDEN', 'BUSINESS_ERROR', 'NOT_FOUND', 'UPSTREAM_ERROR'];

function codeOf(error: GraphQLFormattedError): string | undefined {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Shows what a list of GraphQL errors calls for; one notice per distinct text. */
export function reportGraphQLErrors(errors: readonly GraphQLFormattedError[]): void {
  const expired = errors.find((error) => codeOf(error) === SESSION_EXPIRED_CODE);
  if (expired) {
    handleSessionExpired(expired.message);
    return;
  }
  const shown = new Set<string>();
  for (const error of errors) {
    const code = codeOf(error);
    const message = code && USER_MESSAGE_CODES.includes(code) ? error.message : undefined;
    const text = textOrBusy(message);
    if (shown.has(text)) continue;
    shown.add(text);
    handleBusinessError(message);
  }
}

/** Shows what a transport failure calls for. */
export function reportNetworkError(error: unknown): void {
  if (ServerError.is(error)) {
    handleHttpStatus(error.statusCode, error.response.statusText);
  } else if (ServerParseError.is(error)) {
    if (error.statusCode >= 200 && error.statusCode < 300) handleBusinessError(undefined);
    else handleHttpStatus(error.statusCode, error.response.statusText);
  } else {
    handleNetworkError(error);
  }
}

export function createErrorLink(): ErrorLink {
  return new ErrorLink(({ error }) => {
    if (CombinedGraphQLErrors.is(error)) reportGraphQLErrors(error.errors);
    else if (CombinedProtocolErrors.is(error)) reportGraphQLErrors(error.errors);
    else reportNetworkError(error);
  });
}
