/**
 * Turns the server's OpenAPI document into the source document Mesh reads: each response becomes the
 * schema of the envelope's `data` (the gateway unwraps the envelope), blob routes are left out (REST only
 * for blobs), and Chinese `title`s move to `description` (Mesh would otherwise name types after them).
 */
type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** TypeBox writes a union of literals as anyOf/const, which Mesh drops; an enum is what it reads. */
function literalUnion(node: Json): Json | undefined {
  const variants = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  if (!Array.isArray(variants) || !variants.length) return undefined;
  const literal = (v: Json) => (typeof v.const === 'string' ? v.const : Array.isArray(v.enum) && v.enum.length === 1 && typeof v.enum[0] === 'string' ? v.enum[0] : undefined);
  const values = variants.map(literal);
  if (values.some((v) => v === undefined)) return undefined;
  return { type: 'string', enum: values, ...(node.description ? { description: node.description } : {}) };
}

function retitle(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(retitle);
  if (!node || typeof node !== 'object') return node;
  const asEnum = literalUnion(node as Json);
  if (asEnum) return asEnum;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    if (k === 'title' && typeof v === 'string') {
      if (!(node as Json).description) out.description = v;
      continue;
    }
    if (k === '$id') continue;
    out[k] = retitle(v);
  }
  return out;
}

/** The marker the entity kit puts on a row schema: its rows become one named component (one GraphQL type for page and detail). */
export const ENTITY_ROW_KEY = 'x-entity-row';

/** Replaces each marked row schema by a reference to a component of that name, collected in `rows`. */
function extractRows(node: unknown, rows: Json): unknown {
  if (Array.isArray(node)) return node.map((n) => extractRows(n, rows));
  if (!node || typeof node !== 'object') return node;
  const name = (node as Json)[ENTITY_ROW_KEY];
  if (typeof name === 'string') {
    const { [ENTITY_ROW_KEY]: _marker, ...rest } = node as Json;
    rows[name] ??= retitle(rest);
    return { $ref: `#/components/schemas/${name}` };
  }
  return Object.fromEntries(Object.entries(node as Json).map(([k, v]) => [k, extractRows(v, rows)]));
}

function dataSchema(op: Json, unwrap: boolean): Json | undefined {
  const responses = op.responses as Json | undefined;
  const ok = (responses?.['200'] ?? responses?.default) as Json | undefined;
  const content = ok?.content as Json | undefined;
  const schema = (content?.['application/json'] as Json | undefined)?.schema as Json | undefined;
  if (!schema) return undefined;
  if (!unwrap) return schema;
  const data = (schema.properties as Json | undefined)?.data as Json | undefined;
  return data ?? schema;
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Names the reply type after its operation (LoginData, GetOrganTreeItem) instead of Mesh's path-derived names. */
function named(schema: Json | undefined, operationId: string): Json | undefined {
  if (!schema) return schema;
  if (schema.type === 'object') return { ...schema, title: `${pascal(operationId)}Data` };
  if (schema.type === 'array' && (schema.items as Json | undefined)?.type === 'object') {
    return { ...schema, items: { ...(schema.items as Json), title: `${pascal(operationId)}Item` } };
  }
  return schema;
}

export function toMeshDocument(doc: Json, opts: { exclude?: ReadonlySet<string>; unwrapEnvelope: boolean; server: string }): Json {
  const paths: Json = {};
  const rows: Json = {};
  for (const [p, item] of Object.entries((doc.paths ?? {}) as Json)) {
    const nextItem: Json = {};
    for (const m of METHODS) {
      const op = (item as Json)[m] as Json | undefined;
      if (!op || !op.operationId || opts.exclude?.has(String(op.operationId))) continue;
      const schema = named(retitle(extractRows(dataSchema(op, opts.unwrapEnvelope), rows)) as Json | undefined, String(op.operationId));
      nextItem[m] = {
        ...(retitle({ ...op, responses: undefined }) as Json),
        responses: { 200: { description: 'OK', content: { 'application/json': { schema: schema ?? { type: 'object' } } } } },
      };
    }
    if (Object.keys(nextItem).length) paths[p] = nextItem;
  }
  return {
    openapi: '3.0.3',
    info: doc.info,
    servers: [{ url: opts.server }],
    paths,
    components: withRows(retitle((doc.components as Json | undefined) ?? {}) as Json, rows),
  };
}

function withRows(components: Json, rows: Json): Json {
  if (!Object.keys(rows).length) return components;
  return { ...components, schemas: { ...((components.schemas as Json | undefined) ?? {}), ...rows } };
}
