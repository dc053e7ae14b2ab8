import type { FastifySchemaValidationError } from 'fastify';

interface JsonSchemaNode {
  title?: string;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  minLength?: number;
  maxLength?: number;
}

function schemaAt(root: JsonSchemaNode | undefined, path: string[]): JsonSchemaNode | undefined {
  let node = root;
  for (const key of path) {
    if (!node) return undefined;
    node = node.properties?.[key] ?? (/^\d+$/.test(key) ? node.items : undefined);
  }
  return node;
}

const lengthRange = (title: string, s: JsonSchemaNode) => `${title}长度应为${s.minLength}到${s.maxLength}位`;

/**
 * One Chinese message naming the field by the `title` of its TypeBox schema, e.g. 账号不能为空,
 * 密码长度应为8到32位. Only the first error is reported (ajv stops at the first one).
 */
export function validationMessage(errors: FastifySchemaValidationError[], root: unknown): string {
  const error = errors[0];
  if (!error) return '请求参数不正确';
  const params = (error.params ?? {}) as Record<string, unknown>;
  const path = (error.instancePath ?? '').split('/').filter(Boolean);
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') path.push(params.missingProperty);
  const field = schemaAt(root as JsonSchemaNode | undefined, path) ?? {};
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
    case 'type':
    case 'format':
    case 'pattern':
      return `${title}格式不正确`;
    default:
      return `${title}不符合要求`;
  }
}
