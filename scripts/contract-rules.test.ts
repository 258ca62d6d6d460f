import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The limits every input of the three contracts must state, so that the generated docs tell clients
 * the truth and the database never sees a value it cannot hold: text without control characters
 * and with a maximum length, integers within PostgreSQL's int4, numbers within bounds.
 */
const contractNames = ['catalogue', 'projects', 'multimedia'] as const;
type Schema = Record<string, unknown>;

const INT4_MAX = 2147483647;
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));

interface Input {
  where: string;
  schema: Schema;
}

function documentOf(name: string): Schema {
  return parse(readFileSync(join(import.meta.dirname, '..', 'openapi', `${name}.yaml`), 'utf8')) as Schema;
}

function resolve(document: Schema, node: Schema): Schema {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Schema)[key], document) as Schema;
  return resolve(document, target);
}

/** Every leaf schema (string, integer, number) a request can carry, with where it sits. */
function inputsOf(name: string): Input[] {
  const document = documentOf(name);
  const inputs: Input[] = [];
  const visit = (node: Schema, where: string, seen: Set<Schema>) => {
    const schema = resolve(document, node);
    if (seen.has(schema)) return;
    const inner = new Set(seen).add(schema);
    const types = ([] as unknown[]).concat(schema.type ?? []);
    // A shared schema ($ref) is reported once, where it is first met.
    if (
      types.some((type) => type === 'string' || type === 'integer' || type === 'number') &&
      !inputs.some((input) => input.schema === schema)
    ) {
      inputs.push({ where, schema });
    }
    for (const [key, child] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
      visit(child, `${where}.${key}`, inner);
    }
    if (schema.items) visit(schema.items as Schema, `${where}[]`, inner);
    if (typeof schema.additionalProperties === 'object') {
      visit(schema.additionalProperties as Schema, `${where}.*`, inner);
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      for (const child of (schema[key] as Schema[]) ?? []) visit(child, where, inner);
    }
  };
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Schema>>)) {
    const shared = (item.parameters as unknown as Schema[]) ?? [];
    for (const [method, operation] of Object.entries(item)) {
      if (method === 'parameters') continue;
      const label = `${name} ${method.toUpperCase()} ${path}`;
      for (const parameter of [...shared, ...((operation.parameters as Schema[]) ?? [])]) {
        const resolved = resolve(document, parameter);
        visit(resolved.schema as Schema, `${label} ${resolved.in} ${resolved.name}`, new Set());
      }
      const content = (resolve(document, (operation.requestBody as Schema) ?? {}).content ?? {}) as Record<
        string,
        Schema
      >;
      const json = content['application/json']?.schema as Schema | undefined;
      if (json) visit(json, `${label} body`, new Set());
    }
  }
  return inputs;
}

const accepts = (schema: Schema, value: unknown) => ajv.validate({ ...schema, $ref: undefined }, value);

describe('the contracts state the limits of every input', () => {
  const inputs = contractNames.flatMap(inputsOf);

  it('are found: query, path, header and body values of all three contracts', () => {
    expect(inputs.length).toBeGreaterThan(60);
  });

  it('text: a maximum length, and no control characters but tab and line breaks', () => {
    const problems: string[] = [];
    for (const { where, schema } of inputs) {
      const types = ([] as unknown[]).concat(schema.type);
      if (!types.includes('string') || schema.enum || schema.format === 'binary') continue;
      if (typeof schema.maxLength !== 'number' && typeof schema.pattern !== 'string') {
        problems.push(`${where}: no maxLength`);
      }
      for (const control of ['\u0000', '\u0001', '\u001b', '\u007f']) {
        if (accepts(schema, `a${control}b`)) {
          problems.push(`${where}: accepts U+${control.codePointAt(0)?.toString(16).padStart(4, '0')}`);
          break;
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('integers: within int4, Infinity refused', () => {
    const problems: string[] = [];
    for (const { where, schema } of inputs) {
      const types = ([] as unknown[]).concat(schema.type);
      if (!types.includes('integer')) continue;
      if (typeof schema.minimum !== 'number' || typeof schema.maximum !== 'number') {
        problems.push(`${where}: needs minimum and maximum`);
      } else if (schema.maximum > INT4_MAX || schema.minimum < -INT4_MAX - 1) {
        problems.push(`${where}: beyond int4`);
      }
      if (accepts(schema, Number.POSITIVE_INFINITY)) problems.push(`${where}: accepts Infinity`);
    }
    expect(problems).toEqual([]);
  });

  it('numbers: a minimum and a maximum', () => {
    const problems = inputs
      .filter(({ schema }) => ([] as unknown[]).concat(schema.type).includes('number'))
      .filter(({ schema }) => typeof schema.minimum !== 'number' || typeof schema.maximum !== 'number')
      .map(({ where }) => where);
    expect(problems).toEqual([]);
  });
});

describe('comma lists of ids', () => {
  const { pattern } = resolve(documentOf('catalogue'), { $ref: '#/components/schemas/IdList' });
  const idList = new RegExp(String(pattern), 'u');

  it('take ids from 1 to 2147483647', () => {
    for (const good of ['1', '9', '10', '999999999', '1000000000', '2147483647', '2147483639', '3,12,7']) {
      expect(idList.test(good), good).toBe(true);
    }
  });

  it('refuse ids beyond int4, zero, leading zeros and malformed lists', () => {
    for (const bad of [
      '0',
      '01',
      '2147483648',
      '2147483650',
      '2200000000',
      '9999999999',
      '1,,2',
      ',1',
      '1;2',
    ]) {
      expect(idList.test(bad), bad).toBe(false);
    }
  });
});
