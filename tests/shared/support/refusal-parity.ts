/**
 * Sends bad bodies to routes (the server validates with ajv) and checks them with src/shared/validation
 * (checkSchema + validationMessage): both must refuse with the same Chinese message.
 */
import type { AnyRoute } from '../../../server/http/route';
import type { JsonSchema } from '../../../src/shared/validation/json-schema';
import { checkSchema } from '../../../src/shared/validation/check-schema';
import { validationMessage } from '../../../src/shared/validation/validation-message';
import type { TestApp } from '../../helpers/app';

const base = (s: JsonSchema): JsonSchema => s.anyOf?.find((b) => b.type !== 'null') ?? s;

/** A value the property accepts, where one is easy to make (no pattern). */
function validValue(s: JsonSchema): unknown {
  const b = base(s);
  if (b.const !== undefined) return b.const;
  if (b.anyOf) return validValue(b.anyOf[0]);
  switch (b.type) {
    case 'string':
      return b.pattern ? undefined : 'a'.repeat(Math.max(b.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return b.minimum ?? (b.exclusiveMinimum !== undefined ? b.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return b.items && b.minItems ? Array.from({ length: b.minItems }, () => validValue(b.items!)) : [];
    default:
      return undefined;
  }
}

/** Bad values for a property: wrong type, too long, too short, out of range, breaking the pattern. */
function badValues(s: JsonSchema): unknown[] {
  const b = base(s);
  const out: unknown[] = [{ wrong: true }];
  if (b.type === 'string') {
    if (b.maxLength !== undefined) out.push('长'.repeat(b.maxLength + 1));
    if (b.minLength !== undefined && b.minLength > 0) out.push('');
    if (b.pattern) out.push('!!不合格式!!');
    out.push(12);
  }
  if (b.type === 'integer' || b.type === 'number') {
    if (b.maximum !== undefined) out.push(b.maximum + 1);
    if (b.minimum !== undefined) out.push(b.minimum - 1);
    if (b.exclusiveMinimum !== undefined) out.push(b.exclusiveMinimum);
    if (b.type === 'integer') out.push(1.5);
    out.push('十');
  }
  if (b.type === 'array') {
    if (b.minItems) out.push([]);
    out.push('不是列表');
  }
  return out;
}

export const bodyRoutes = (routes: AnyRoute[]) => routes.filter((r) => r.body && !r.raw && r.access !== 'public' && (r.body as JsonSchema).type === 'object');

/** Compares every bad body of every route; returns how many were compared. */
export async function compareRefusals(t: TestApp, token: string, routes: AnyRoute[]): Promise<number> {
  let compared = 0;
  for (const route of bodyRoutes(routes)) {
    const schema = route.body as unknown as JsonSchema;
    const valid: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const v = validValue(property);
      if (v !== undefined && schema.required?.includes(name)) valid[name] = v;
    }
    const bodies: Record<string, unknown>[] = [{}];
    for (const [name, property] of Object.entries(schema.properties ?? {})) for (const bad of badValues(property)) bodies.push({ ...valid, [name]: bad });
    for (const body of bodies) {
      const errors = checkSchema(schema, body);
      if (!errors.length) continue;
      const env = await t.call(route.method, route.url, { token, body, query: {} });
      expect({ route: route.operationId, body, msg: env.msg }).toEqual({ route: route.operationId, body, msg: validationMessage(errors, schema) });
      compared++;
    }
  }
  return compared;
}
