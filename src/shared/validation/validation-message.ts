/**
 * One Chinese message naming the field by the `title` of its schema, e.g. 账号不能为空, 密码长度应为8到32位.
 * The server words its 400 replies with it (from ajv's first error) and the forms word each field's
 * error with it (from check-schema.ts), so both say the same thing.
 */
import type { JsonSchema, SchemaError } from './json-schema';

function schemaAt(root: JsonSchema | undefined, path: string[]): JsonSchema | undefined {
  let node = root;
  for (const key of path) {
    if (!node) return undefined;
    node = node.properties?.[key] ?? (/^\d+$/.test(key) ? node.items : undefined);
  }
  return node;
}

const lengthRange = (title: string, s: JsonSchema) => `${title}长度应为${s.minLength}到${s.maxLength}位`;

/** The field path of an error (a missing property names itself). */
export function errorPath(error: SchemaError): string[] {
  const path = (error.instancePath ?? '').split('/').filter(Boolean);
  if (error.keyword === 'required' && typeof error.params?.missingProperty === 'string') path.push(error.params.missingProperty);
  return path;
}

export function validationMessage(errors: readonly SchemaError[], root: unknown): string {
  const error = errors[0];
  if (!error) return '请求参数不正确';
  const params = (error.params ?? {}) as Record<string, unknown>;
  const path = errorPath(error);
  const field = schemaAt(root as JsonSchema | undefined, path) ?? {};
  const title = field.title ?? (path.length ? path[path.length - 1] : '请求参数');
  const limit = params.limit;
  switch (error.keyword) {
    case 'required':
      return `${title}不能为空`;
    case 'minLength':
      if ((field.minLength ?? 0) <= 1) return `${title}不能为空`;
      return field.maxLength !== undefined ? lengthRange(title, field) : `${title}长度不能少于${limit}位`;
    case 'maxLength':
      return (field.minLength ?? 0) > 1 ? lengthRange(title, field) : `${title}长度不能超过${limit}位`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${title}不能小于${limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${title}不能大于${limit}`;
    case 'minItems':
      return `${title}至少需要${limit}项`;
    case 'maxItems':
      return `${title}最多${limit}项`;
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return `${title}取值不正确`;
    case 'pattern':
      return field.patternMessage ?? `${title}格式不正确`;
    case 'type':
    case 'format':
      return `${title}格式不正确`;
    default:
      return `${title}不符合要求`;
  }
}
