/**
 * A test double of the gateway: executes each operation against the real gateway schema
 * (mesh/schema.graphql) with made-up values of the right types, and records what was sent.
 */
import { ApolloLink, Observable } from '@apollo/client';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  buildSchema,
  execute,
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isObjectType,
  isScalarType,
  print,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
} from 'graphql';

const schema = buildSchema(readFileSync(resolve(process.cwd(), 'mesh/schema.graphql'), 'utf8'));

export interface MockOptions {
  /** Items in each list (records); 0 gives an empty page. */
  listSize: number;
  /** Operations answered with this error (by operation name). */
  failures?: Record<string, string>;
  /** What each row's `allows` holds (the server's decision); default: the standard row actions. */
  allows?: string[];
}

/** Row actions the server of this test double allows on every row unless told otherwise. */
export const STANDARD_ALLOWS = ['edit', 'delete', 'enable', 'disable'];

export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
  kind: 'query' | 'mutation' | 'subscription';
}

/** A value for a field: ids and names from the field name, numbers 1, dates a fixed time. */
function scalarValue(fieldName: string, typeName: string, index: number): unknown {
  switch (typeName) {
    case 'Int':
    case 'Float':
      return fieldName === 'total' ? index : 1;
    case 'Boolean':
      return false;
    case 'ID':
      return String(index);
    case 'String':
      if (/(time|at|date)$/i.test(fieldName)) return '2026-03-01 08:30:00';
      if (/id$/i.test(fieldName)) return String(index);
      return `${fieldName}-${index}`;
    default:
      return null;
  }
}

function mockValue(type: GraphQLOutputType, fieldName: string, options: MockOptions, index: number): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const count = isObjectType(getNamedType(nullable)) ? options.listSize : Math.min(options.listSize, 1);
    return Array.from({ length: count }, (_, at) => mockValue(nullable.ofType as GraphQLOutputType, fieldName, options, at + 1));
  }
  if (isObjectType(nullable)) return {};
  if (isEnumType(nullable)) return nullable.getValues()[0]?.value ?? null;
  if (isScalarType(nullable)) return scalarValue(fieldName, nullable.name, index);
  return null;
}

/** 1 + the index of the nearest list item the field sits in, so that rows get distinct ids. */
function rowIndex(path: { key: string | number; prev: unknown } | undefined): number {
  for (let at = path; at; at = at.prev as typeof path) if (typeof at.key === 'number') return at.key + 1;
  return 1;
}

export function createMockLink(options: MockOptions, sent: SentOperation[] = []): ApolloLink {
  const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (_source, _args, _context, info) => {
    if (info.fieldName === 'total') return options.listSize;
    if (info.fieldName === 'allows') return options.allows ?? STANDARD_ALLOWS;
    return mockValue(info.returnType, info.fieldName, options, rowIndex(info.path));
  };
  return new ApolloLink((operation) => {
    const definition = operation.query.definitions.find((each) => each.kind === 'OperationDefinition');
    const kind = definition && 'operation' in definition ? definition.operation : 'query';
    sent.push({ name: operation.operationName ?? '', variables: operation.variables, kind: kind as SentOperation['kind'] });
    const failure = options.failures?.[operation.operationName ?? ''];
    return new Observable((observer) => {
      if (failure) {
        observer.next({ errors: [{ message: failure, extensions: { code: 'BUSINESS_ERROR', bizCode: 500 } }] });
        observer.complete();
        return;
      }
      Promise.resolve(execute({ schema, document: operation.query, variableValues: operation.variables, fieldResolver }))
        .then((result) => {
          observer.next(JSON.parse(JSON.stringify(result)));
          observer.complete();
        })
        .catch((error: unknown) => observer.error(error));
    });
  });
}

export { print };
