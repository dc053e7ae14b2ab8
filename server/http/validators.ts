import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies arrive typed, so they are checked exactly: with ajv's type coercion a null given for a
 * nullable number (anyOf [number, null]) was coerced to 0 in the first branch and then refused (or
 * stored as 0). Query strings and path params are text and keep Fastify's coercion.
 */
export function installValidators(app: FastifyInstance): void {
  const build = AjvCompiler();
  const coercing = build({}, { customOptions: {} });
  const exact = build({}, { customOptions: { coerceTypes: false } });
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? exact : coercing)(route));
}
