import type { Insertable } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../types';

const BATCH_SIZE = 100;
const DAY_IN_MILLISECONDS = 24 * 60 * 60 * 1000;

/** Multi-row inserts keep a full seed fast on every dialect. */
export async function insertInBatches<Table extends keyof Database>(
  db: Db,
  table: Table,
  rows: Insertable<Database[Table]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH_SIZE))
      .execute();
  }
}

export function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_IN_MILLISECONDS).toISOString();
}

export function daysBefore(now: Date, days: number): string {
  return daysFrom(now, -days);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Maps each row's slug to the id the database gave it (serial on PostgreSQL). */
export async function idsBySlug(
  db: Db,
  table: 'categories' | 'products',
): Promise<Map<string, number>> {
  const rows = await db.selectFrom(table).select(['id', 'slug']).execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export function requireId(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed refers to unknown ${key}`);
  return id;
}
