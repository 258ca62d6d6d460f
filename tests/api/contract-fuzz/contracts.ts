import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The operations of the three OpenAPI contracts, read from the YAML documents with their `$ref`s
 * resolved, so the fuzz test covers a new route, parameter or field the day it is written.
 */

/** The contracts and the prefix each is served under (as server/app.ts mounts them). */
export const contracts = {
  catalogue: '/api',
  projects: '/api/projects',
  multimedia: '/api/multimedia',
} as const;

/** A JSON Schema of a contract, `$ref`s resolved (recursive schemas become cyclic objects). */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  [keyword: string]: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  contract: keyof typeof contracts;
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path template with the contract's prefix, e.g. `/api/catalogues/{id}`. */
  path: string;
  /** `x-fastify-config.role`: ADMIN for staff operations, ANY for any signed-in user. */
  role: 'ADMIN' | 'ANY' | undefined;
  parameters: Parameter[];
  body: { mediaType: 'application/json' | 'multipart/form-data'; schema: Schema } | undefined;
}

const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Resolves every local `$ref` of a document; the same target always yields the same object. */
function resolver(document: unknown) {
  const resolved = new Map<string, object>();
  const target = (ref: string): unknown => {
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
    let node = document as Record<string, unknown>;
    for (const part of ref.slice(2).split('/')) {
      node = node[part.replaceAll('~1', '/').replaceAll('~0', '~')] as Record<string, unknown>;
      if (node === undefined) throw new Error(`unresolvable $ref ${ref}`);
    }
    return node;
  };
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...siblings } = node as Record<string, unknown>;
    if (typeof $ref === 'string') {
      let shared = resolved.get($ref);
      if (!shared) {
        // Registered before it is filled in, so a schema that refers to itself gets this object.
        shared = {};
        resolved.set($ref, shared);
        Object.assign(shared, resolve(target($ref)));
      }
      return Object.keys(siblings).length === 0 ? shared : { ...shared, ...(resolve(siblings) as object) };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value)]));
  };
  return resolve;
}

interface RawParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

interface RawOperation {
  operationId?: string;
  parameters?: RawParameter[];
  'x-fastify-config'?: { role?: 'ADMIN' | 'ANY' };
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Every operation of the three contracts, in document order. */
export function loadOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [contract, prefix] of Object.entries(contracts) as Array<[keyof typeof contracts, string]>) {
    const document = parse(
      readFileSync(join(import.meta.dirname, '../../../openapi', `${contract}.yaml`), 'utf8'),
    );
    const resolve = resolver(document);
    const paths = resolve(document.paths) as Record<string, Record<string, unknown>>;
    for (const [path, item] of Object.entries(paths)) {
      const shared = (item.parameters as RawParameter[] | undefined) ?? [];
      for (const method of methods) {
        const operation = item[method] as RawOperation | undefined;
        if (!operation) continue;
        // An operation's parameter replaces the path item's one of the same name and location.
        const byKey = new Map<string, RawParameter>();
        for (const parameter of [...shared, ...(operation.parameters ?? [])]) {
          byKey.set(`${parameter.in} ${parameter.name}`, parameter);
        }
        const parameters = [...byKey.values()]
          .filter((parameter) => ['path', 'query', 'header'].includes(parameter.in))
          .map((parameter) => ({
            name: parameter.name,
            in: parameter.in as Parameter['in'],
            required: parameter.in === 'path' || parameter.required === true,
            schema: parameter.schema ?? {},
          }));
        const content = operation.requestBody?.content ?? {};
        const mediaType = (['application/json', 'multipart/form-data'] as const).find(
          (type) => content[type],
        );
        operations.push({
          contract,
          operationId: operation.operationId ?? `${method} ${path}`,
          method: method.toUpperCase() as Operation['method'],
          path: prefix + path,
          role: operation['x-fastify-config']?.role,
          parameters,
          body: mediaType ? { mediaType, schema: content[mediaType]?.schema ?? {} } : undefined,
        });
      }
    }
  }
  return operations;
}

/** The paths of all contracts, each with the methods the contracts give it. */
export function pathsWithMethods(operations: Operation[]): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  for (const operation of operations) {
    const known = paths.get(operation.path) ?? new Set<string>();
    known.add(operation.method);
    paths.set(operation.path, known);
  }
  return paths;
}
