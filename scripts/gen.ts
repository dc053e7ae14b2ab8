/**
 * `npm run gen`: the chain of truth after the database schema.
 *  1. mesh/openapi/api.json from the running route table (plus xxj.json and blade.json from the stand-ins)
 *  2. mesh/.meshrc.json and the gateway schema mesh/schema.graphql
 *  3. src/graphql/generated/graphql.ts, typed documents for every operation in src/graphql/operations
 * `--check` regenerates in memory and fails when a committed file differs (CI).
 */
import { readFileSync, writeFileSync, mkdirSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { printSchema, lexicographicSortSchema } from 'graphql';
import { config } from '../server/config';
import { buildApp } from '../server/app';
import { allRoutes } from '../server/routes';
import { xxjStandin } from '../server/standins/xxj';
import { bladeStandin } from '../server/standins/blade';
import { createGateway } from '../server/gateway/mesh';
import { toMeshDocument } from '../mesh/openapi-for-mesh';
import { meshrc, type FieldOverride } from '../mesh/meshrc';
import { allEntities } from '../server/entities';
import type { AnyEntity } from '../server/entity/define-entity';
import { entityDocuments } from './gen-entity-documents';
import { entityMetaModules } from './gen-entity-meta';
import { splitDocuments } from './gen-split-documents';

const DOCUMENTS_DIR = 'documents';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const outputs = new Map<string, string>();
const put = (rel: string, text: string) => outputs.set(rel, text.endsWith('\n') ? text : `${text}\n`);
const json = (v: unknown) => JSON.stringify(v, null, 2);

async function standinDoc<T extends Record<string, unknown>>(plugin: FastifyPluginAsync<T>, opts: T, title: string) {
  const app = Fastify();
  await app.register(swagger, { openapi: { info: { title, version: '1.0.0' } } });
  await app.register(plugin, opts);
  await app.ready();
  const doc = app.swagger() as Record<string, unknown>;
  await app.close();
  return doc;
}

async function main() {
  const app = await buildApp({ db: null as never });
  await app.ready();
  const apiDoc = app.swagger() as Record<string, unknown>;
  await app.close();

  const raw = new Set(allRoutes.filter((r) => r.raw).map((r) => r.operationId));
  put('mesh/openapi/api.json', json(toMeshDocument(apiDoc, { exclude: raw, unwrapEnvelope: true, server: '/' })));
  const xxj = await standinDoc(xxjStandin, { clientId: '', clientSecret: '' }, 'xxj 统计服务');
  put('mesh/openapi/xxj.json', json(toMeshDocument(xxj, { exclude: new Set(['xxjToken']), unwrapEnvelope: false, server: '/' })));
  const blade = await standinDoc(bladeStandin, { basicAuth: '', tenantId: '', account: '', password: '' }, '外部消防监督系统');
  put('mesh/openapi/blade.json', json(toMeshDocument(blade, { exclude: new Set(['bladeToken']), unwrapEnvelope: true, server: '/' })));

  const overrides: FieldOverride[] = allRoutes
    .filter((r) => !r.raw && r.graphql && (r.graphql === 'query') !== (r.method === 'GET'))
    .map((r) => ({ fieldName: r.operationId, type: r.graphql === 'query' ? 'Query' : 'Mutation' }));
  put('mesh/.meshrc.json', json(meshrc(overrides)));

  // Mesh reads its sources from disk, so build the schema from a scratch copy of the new files.
  const scratch = path.join(root, '.cache/mesh-gen');
  mkdirSync(path.join(scratch, 'openapi'), { recursive: true });
  for (const [rel, text] of outputs) if (rel.startsWith('mesh/')) writeFileSync(path.join(scratch, rel.slice(5)), text);
  const docsApp = Fastify();
  const gateway = await createGateway(docsApp, config, scratch);
  const schemaText = printSchema(lexicographicSortSchema(gateway.mesh.schema));
  await gateway.close();
  put('mesh/schema.graphql', schemaText);
  writeFileSync(path.join(scratch, 'schema.graphql'), `${schemaText}\n`);

  // The entities' standard documents come from the schema just built; codegen reads them from the scratch copy.
  const entityDocs = path.join(scratch, 'entities');
  mkdirSync(entityDocs, { recursive: true });
  for (const entity of allEntities as AnyEntity[]) {
    const text = entityDocuments(gateway.mesh.schema, entity);
    if (!text) continue;
    const rel = `src/graphql/operations/entities/${entity.spec.name}.graphql`;
    put(rel, text);
    writeFileSync(path.join(entityDocs, `${entity.spec.name}.graphql`), text);
  }
  for (const [rel, text] of entityMetaModules(allEntities as AnyEntity[], gateway.mesh.schema)) put(rel, text);

  const generated = await generate(
    {
      schema: path.join(scratch, 'schema.graphql'),
      documents: [path.join(root, 'src/graphql/operations/**/*.graphql'), `!${path.join(root, 'src/graphql/operations/entities/**')}`, path.join(entityDocs, '*.graphql')],
      ignoreNoDocuments: true,
      silent: true,
      generates: {
        'src/graphql/generated/graphql.ts': {
          plugins: ['typescript-operations', 'typed-document-node'],
          config: { useTypeImports: true, enumsAsTypes: true, avoidOptionals: { field: true }, scalars: { JSON: 'unknown', ObjMap: 'Record<string, unknown>' } },
        },
      },
    },
    false,
  );
  for (const file of generated as { filename: string; content: string }[]) {
    const { types, documents } = splitDocuments(file.content);
    put(file.filename, `/* eslint-disable */\n// Generated by \`npm run gen\` from mesh/schema.graphql and src/graphql/operations. Do not edit.\n${types}`);
    for (const [name, text] of documents) put(path.join(path.dirname(file.filename), DOCUMENTS_DIR, name), text);
  }
  // A document whose operation was removed is stale: --check reports it, a run deletes it.
  const documentsDir = path.join(root, 'src/graphql/generated', DOCUMENTS_DIR);
  const stale = existsSync(documentsDir)
    ? readdirSync(documentsDir).map((name) => path.join('src/graphql/generated', DOCUMENTS_DIR, name)).filter((rel) => !outputs.has(rel))
    : [];

  let drift = 0;
  for (const [rel, text] of outputs) {
    const abs = path.join(root, rel);
    const before = existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
    if (before === text) continue;
    if (check) {
      drift++;
      console.error(`generated file out of date: ${rel}`);
    } else {
      mkdirSync(path.dirname(abs), { recursive: true });
      writeFileSync(abs, text);
      console.log(`wrote ${rel}`);
    }
  }
  for (const rel of stale) {
    if (check) {
      drift++;
      console.error(`generated file no longer generated: ${rel}`);
    } else {
      rmSync(path.join(root, rel));
      console.log(`removed ${rel}`);
    }
  }
  if (check && drift) {
    console.error('Run `npm run gen` and commit the result.');
    process.exit(1);
  }
  console.log(check ? 'generated files are current' : 'generation done');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
