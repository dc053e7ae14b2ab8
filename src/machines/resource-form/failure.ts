/** How a failed submit is classified: a version conflict (409) or any other error with its message. */
import { errors } from '../../messages/errors';
import type { FieldErrors } from './types';

export const CONFLICT_CODE = 409;

interface GraphQLishError {
  errors?: readonly { message?: string; extensions?: Record<string, unknown> }[];
  code?: unknown;
  message?: string;
}

/** True for the server's 409 (GraphQL: extensions.bizCode; REST: the envelope code). */
export function isConflict(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const shaped = error as GraphQLishError;
  if (shaped.code === CONFLICT_CODE) return true;
  return Boolean(shaped.errors?.some((each) => each.extensions?.bizCode === CONFLICT_CODE));
}

export function messageOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const shaped = error as GraphQLishError;
    const first = shaped.errors?.find((each) => each.message)?.message;
    if (first) return first;
    if (shaped.message) return shaped.message;
  }
  if (typeof error === 'string' && error) return error;
  return errors.hasError;
}

/** A validation failure carries the message of each field (yup's `inner`, or a plain map). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!error || typeof error !== 'object') return {};
  const inner = (error as { inner?: { path?: string; message?: string }[] }).inner;
  if (Array.isArray(inner) && inner.length > 0) {
    const out: FieldErrors = {};
    for (const each of inner) if (each.path && each.message && !(each.path in out)) out[each.path] = each.message;
    return out;
  }
  const single = error as { path?: string; message?: string };
  if (single.path && single.message) return { [single.path]: single.message };
  return (error as { fieldErrors?: FieldErrors }).fieldErrors ?? {};
}
