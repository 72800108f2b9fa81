// A D1 binding over Node's own SQLite, for measuring the Worker's CPU in Node (bench/worker-cpu.mjs). It
// implements what functions/db/ uses (prepare/bind, all/first/run, batch as one transaction, exec) and keeps
// count of the CPU time spent inside SQLite, which on Cloudflare runs in D1, outside the Worker's CPU time.
import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

const cpuMs = (usage) => (usage.user + usage.system) / 1000;
const WRITES = /^\s*(insert|update|delete|replace)\b/i;

/** D1 stores booleans as integers and refuses undefined; bytes arrive as ArrayBuffer or a view. */
function sqliteValue(value) {
  if (value === undefined) throw new TypeError('D1_TYPE_ERROR: undefined cannot be bound');
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  return value;
}

export function createD1(migrationsDir) {
  const db = new DatabaseSync(':memory:');
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    db.exec(readFileSync(`${migrationsDir}/${file}`, 'utf8'));
  }
  const prepared = new Map();
  const changes = db.prepare('SELECT changes() AS n, last_insert_rowid() AS id');
  const stats = { sqliteCpuMs: 0, roundTrips: 0 };

  const timed = (work) => {
    const start = process.cpuUsage();
    try {
      return work();
    } finally {
      stats.sqliteCpuMs += cpuMs(process.cpuUsage(start));
    }
  };

  function execute(sql, params) {
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
    const values = params.map(sqliteValue);
    if (statement.columns().length === 0) {
      const result = statement.run(...values);
      return { results: [], meta: { changes: result.changes, last_row_id: Number(result.lastInsertRowid) } };
    }
    const results = statement.all(...values);
    const written = WRITES.test(sql) ? changes.get() : { n: 0, id: 0 };
    return { results, meta: { changes: written.n, last_row_id: written.id } };
  }

  class Statement {
    constructor(sql, params = []) {
      this.sql = sql;
      this.params = params;
    }
    bind(...params) {
      return new Statement(this.sql, params);
    }
    async all() {
      stats.roundTrips++;
      return { success: true, ...timed(() => execute(this.sql, this.params)) };
    }
    async run() {
      return this.all();
    }
    async first(column) {
      const { results } = await this.all();
      const row = results[0] ?? null;
      return column === undefined || row === null ? row : (row[column] ?? null);
    }
  }

  return {
    stats,
    binding: {
      prepare: (sql) => new Statement(sql),
      async batch(statements) {
        stats.roundTrips++;
        return timed(() => {
          db.exec('BEGIN');
          try {
            const results = statements.map((s) => ({ success: true, ...execute(s.sql, s.params) }));
            db.exec('COMMIT');
            return results;
          } catch (error) {
            db.exec('ROLLBACK');
            throw error;
          }
        });
      },
      async exec(sql) {
        stats.roundTrips++;
        timed(() => db.exec(sql));
        return { count: 1, duration: 0 };
      },
    },
  };
}
