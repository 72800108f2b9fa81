// Fault injection for Worker tests: an Env whose D1 batches or R2 writes fail a given number of times,
// so a test can stop the after-payment work (or posting, or a withdrawal) halfway and check that the
// next drain finishes it exactly once.
import type { Env } from '../../functions/env';

const SQL = new WeakMap<object, string>();

/** A D1 database whose statements remember their SQL, and whose batch fails `times` when `when` matches. */
function faultyDb(real: D1Database, when: (sqls: string[]) => boolean, times: number): D1Database {
  let left = times;
  const remember = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    SQL.set(statement, sql);
    const bind = statement.bind.bind(statement);
    statement.bind = (...values: unknown[]) => remember(bind(...values), sql);
    return statement;
  };
  return new Proxy(real, {
    get(target, property) {
      if (property === 'prepare') return (sql: string) => remember(target.prepare(sql), sql);
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          if (left > 0 && when(statements.map((s) => SQL.get(s) ?? ''))) {
            left--;
            return Promise.reject(new Error('injected D1 failure'));
          }
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** An R2 bucket whose `method` fails `times`. */
function faultyBucket(real: R2Bucket, method: 'put' | 'delete', times: number): R2Bucket {
  let left = times;
  return new Proxy(real, {
    get(target, property) {
      if (property === method) {
        return (...args: unknown[]) => {
          if (left-- > 0) return Promise.reject(new Error(`injected R2 ${method} failure`));
          return (target[method] as (...a: unknown[]) => Promise<unknown>)(...args);
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export type Fault =
  { r2: 'put' | 'delete'; times?: number } | { batchWith: RegExp; minMatches?: number; times?: number };

/** `env` with one fault injected. */
export function withFault(env: Env, fault: Fault): Env {
  if ('r2' in fault) return { ...env, DOCUMENTS: faultyBucket(env.DOCUMENTS, fault.r2, fault.times ?? 1) };
  const matches = (sqls: string[]) => sqls.filter((sql) => fault.batchWith.test(sql)).length >= (fault.minMatches ?? 1);
  return { ...env, DB: faultyDb(env.DB, matches, fault.times ?? 1) };
}
