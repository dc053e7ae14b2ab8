/** The Mesh configuration, written to mesh/.meshrc.json by `npm run gen` (JSON is what Mesh v0 reads best). */
export interface FieldOverride { fieldName: string; type: 'Query' | 'Mutation' }

const forwarded = ['token', 'captcha-key', 'captcha-value', 'x-real-ip', 'user-agent'];

export function meshrc(overrides: FieldOverride[]) {
  const operationHeaders = Object.fromEntries(forwarded.map((h) => [h, `{context.headers.${h}}`]));
  return {
    sources: [
      {
        name: 'Api',
        handler: {
          openapi: {
            source: './openapi/api.json',
            endpoint: '{env.MESH_API_ORIGIN}',
            operationHeaders,
            ...(overrides.length ? { selectQueryOrMutationField: overrides } : {}),
          },
        },
      },
      { name: 'Xxj', handler: { openapi: { source: './openapi/xxj.json', endpoint: '{env.MESH_XXJ_BASE}' } } },
      { name: 'Blade', handler: { openapi: { source: './openapi/blade.json', endpoint: '{env.MESH_BLADE_BASE}' } } },
    ],
  };
}
