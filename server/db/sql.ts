/**
 * Collects the values of a parameterised query and hands out their placeholders, so that
 * dynamic WHERE clauses never put user input into SQL text.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Joins conditions with AND; an empty list means no restriction. */
export const whereAll = (conditions: string[]) =>
  conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';

/** Parses a contract-validated comma list of ids ('3,12,7'). */
export const idList = (value: string | undefined): number[] | undefined =>
  value ? [...new Set(value.split(',').map(Number))] : undefined;
