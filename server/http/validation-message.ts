import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaError } from '../../src/shared/validation/json-schema';
import { validationMessage as sharedMessage } from '../../src/shared/validation/validation-message';

/**
 * One Chinese message naming the field by the `title` of its TypeBox schema (ajv stops at the first
 * error). The wording lives in src/shared/validation, which the forms use too.
 */
export function validationMessage(errors: FastifySchemaValidationError[], root: unknown): string {
  return sharedMessage(errors as unknown as SchemaError[], root);
}
