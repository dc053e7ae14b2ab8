import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitDocuments } from '../../scripts/gen-split-documents';
import * as generated from '../../src/graphql/generated/graphql';

const generatedDir = path.resolve(import.meta.dirname, '../../src/graphql/generated');

describe('one module per generated document', () => {
  it('moves each document to its own module importing only the types it names', () => {
    const content = [
      "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
      'export type LoginMutation = { login: string };',
      'export type LoginMutationVariables = Exact<{ input: string }>;',
      'export const LoginDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;',
    ].join('\n');
    const { types, documents } = splitDocuments(content);
    expect(types).not.toContain('export const LoginDocument');
    expect(types).toContain("export { LoginDocument } from './documents/LoginDocument';");
    const module = documents.get('LoginDocument.ts');
    expect(module).toContain("import type { LoginMutation, LoginMutationVariables } from '../graphql';");
    expect(module).toContain('export const LoginDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;');
  });

  it('leaves no document in graphql.ts, so the entry chunk carries only the documents it uses', () => {
    const text = readFileSync(path.join(generatedDir, 'graphql.ts'), 'utf8');
    expect(text).not.toMatch(/^export const \w+Document = /m);
    const modules = readdirSync(path.join(generatedDir, 'documents'));
    const reexported = Object.keys(generated).filter((name) => name.endsWith('Document'));
    expect(modules.map((file) => file.replace(/\.ts$/, '')).sort()).toEqual(reexported.sort());
    expect(modules.length).toBeGreaterThan(200);
  });
});
