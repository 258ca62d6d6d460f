import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database.ts';

const migrationsDir = join(import.meta.dirname, 'migrations');

/**
 * Applies the SQL files of `migrations/` in name order, each once and in its own transaction.
 * An advisory lock keeps two servers starting at once on one PostgreSQL from racing.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key, applied_at timestamptz not null default now())`);
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(join(migrationsDir, name), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(727272)');
      const rows = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}

/** Splits a migration on statement-ending semicolons, keeping dollar-quoted bodies whole. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollarQuote = false;
  for (const line of sql.split('\n')) {
    if (line.trim().startsWith('--') && !inDollarQuote) continue;
    current += `${line}\n`;
    const dollarQuotes = line.match(/\$\$/g)?.length ?? 0;
    if (dollarQuotes % 2 === 1) inDollarQuote = !inDollarQuote;
    if (!inDollarQuote && line.trimEnd().endsWith(';')) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
