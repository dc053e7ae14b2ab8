/**
 * Turns the server's OpenAPI document into the source document Mesh reads: each response becomes the
 * schema of the envelope's `data` (the gateway unwraps the envelope), blob routes are left out (REST only
 * for blobs), and Chinese `title`s move to `description` (Mesh would otherwise name types after them).
 */
type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

function retitle(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(retitle);
  if (!node || typeof node !== 'object') return node;
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

export function toMeshDocument(doc: Json, opts: { exclude?: ReadonlySet<string>; unwrapEnvelope: boolean; server: string }): Json {
  const paths: Json = {};
  for (const [p, item] of Object.entries((doc.paths ?? {}) as Json)) {
    const nextItem: Json = {};
    for (const m of METHODS) {
      const op = (item as Json)[m] as Json | undefined;
      if (!op || !op.operationId || opts.exclude?.has(String(op.operationId))) continue;
      const schema = dataSchema(op, opts.unwrapEnvelope);
      nextItem[m] = retitle({
        ...op,
        responses: { 200: { description: 'OK', content: { 'application/json': { schema: schema ?? { type: 'object' } } } } },
      });
    }
    if (Object.keys(nextItem).length) paths[p] = nextItem;
  }
  return {
    openapi: '3.0.3',
    info: doc.info,
    servers: [{ url: opts.server }],
    paths,
    components: retitle((doc.components as Json | undefined) ?? {}),
  };
}
