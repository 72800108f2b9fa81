// Counts D1 round trips: every `first`, `all`, `run` or `raw` of a statement and every `batch` is one
// trip to the database (a batch is one trip however many statements it holds). Used to pin the number
// of trips an endpoint needs, so a change that adds one fails a test instead of slowing production.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../functions/index';
import type { Env } from '../../functions/env';

/** One round trip: how it went to D1 and the first words of its SQL (or of each statement of a batch). */
export type RoundTrip = string;

const SQL = new WeakMap<object, string>();
const ROUND_TRIP_METHODS = ['first', 'all', 'run', 'raw'] as const;

const summary = (sql: string) => sql.replace(/\s+/g, ' ').trim().split(' ').slice(0, 3).join(' ');

/** A D1 database that records each round trip into `trips`. */
function countingDb(real: D1Database, trips: RoundTrip[]): D1Database {
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    SQL.set(statement, sql);
    const bind = statement.bind.bind(statement);
    statement.bind = (...values: unknown[]) => wrap(bind(...values), sql);
    for (const method of ROUND_TRIP_METHODS) {
      const original = (statement[method] as (...args: unknown[]) => Promise<unknown>).bind(statement);
      (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        trips.push(`${method}: ${summary(sql)}`);
        return original(...args);
      };
    }
    return statement;
  };
  return new Proxy(real, {
    get(target, property) {
      if (property === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          trips.push(`batch: ${statements.map((s) => summary(SQL.get(s) ?? '?')).join(' | ')}`);
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Sends `request` to the Worker with a counting D1 and returns the response with the round trips made
 * until the response was ready (work after it, such as the mail drain in waitUntil, is not counted).
 */
export async function fetchCounting(request: Request): Promise<{ response: Response; trips: RoundTrip[] }> {
  const trips: RoundTrip[] = [];
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...(env as unknown as Env), DB: countingDb(env.DB, trips) }, ctx);
  const counted = [...trips];
  await waitOnExecutionContext(ctx);
  return { response, trips: counted };
}
