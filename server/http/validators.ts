import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies arrive typed, so they are checked exactly: with ajv's type coercion a null given for a
 * nullable number (anyOf [number, null]) was coerced to 0 in the first branch and then refused (or
 * stored as 0). Query strings and path params are text and keep Fastify's coercion.
 */
/** Annotations of our own that schemas may carry (read by validationMessage, ignored by ajv). */
const SCHEMA_ANNOTATIONS = ['patternMessage'];

export function installValidators(app: FastifyInstance): void {
  const build = AjvCompiler();
  const coercing = build({}, { customOptions: { keywords: SCHEMA_ANNOTATIONS } });
  const exact = build({}, { customOptions: { coerceTypes: false, keywords: SCHEMA_ANNOTATIONS } });
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? exact : coercing)(route));
}
