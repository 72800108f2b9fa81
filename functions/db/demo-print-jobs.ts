// The demo print shop's own records (migration 0011): what it received, as a print service would
// keep it. Only `npm start` and the tests use it; production refuses the demo provider.
import * as v from 'valibot';

const DemoPrintJobRow = v.object({
  id: v.string(),
  idempotency_key: v.string(),
  file_key: v.string(),
  file_name: v.string(),
  delivery_product: v.string(),
  address_position: v.string(),
  order_number: v.nullable(v.string()),
  status: v.string(),
  created_at: v.string(),
});
export type DemoPrintJob = v.InferOutput<typeof DemoPrintJobRow>;

/** Records a received letter once per idempotency key; returns the job that key has. */
export async function receiveDemoPrintJob(
  db: D1Database,
  job: Omit<DemoPrintJob, 'status'>,
): Promise<{ job: DemoPrintJob; created: boolean }> {
  const result = await db
    .prepare(
      `INSERT INTO demo_print_jobs (id, idempotency_key, file_key, file_name, delivery_product, address_position,
         order_number, status, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'accepted', ?8) ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(
      job.id,
      job.idempotency_key,
      job.file_key,
      job.file_name,
      job.delivery_product,
      job.address_position,
      job.order_number,
      job.created_at,
    )
    .run();
  const row = await db
    .prepare('SELECT * FROM demo_print_jobs WHERE idempotency_key = ?1')
    .bind(job.idempotency_key)
    .first();
  return { job: v.parse(DemoPrintJobRow, row), created: (result.meta.changes ?? 0) === 1 };
}

export async function demoPrintJobs(db: D1Database, limit = 50): Promise<DemoPrintJob[]> {
  const { results } = await db
    .prepare('SELECT * FROM demo_print_jobs ORDER BY created_at DESC, id LIMIT ?1')
    .bind(limit)
    .all();
  return results.map((row) => v.parse(DemoPrintJobRow, row));
}

export async function findDemoPrintJob(db: D1Database, id: string): Promise<DemoPrintJob | null> {
  const row = await db.prepare('SELECT * FROM demo_print_jobs WHERE id = ?1').bind(id).first();
  return row ? v.parse(DemoPrintJobRow, row) : null;
}

export function setDemoPrintJobStatus(db: D1Database, id: string, status: string): D1PreparedStatement {
  return db.prepare('UPDATE demo_print_jobs SET status = ?2 WHERE id = ?1').bind(id, status);
}
