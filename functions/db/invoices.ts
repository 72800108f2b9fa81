export interface InvoiceRow {
  number: string;
  year: number;
  seq: number;
  order_number: string;
  /** Null for the order's own invoice; the add-on's id for a second person bought later. */
  addon_id: string | null;
  gross_cents: number;
  net_cents: number;
  vat_cents: number;
  object_key: string | null;
  issued_at: string;
}

/**
 * Allocates the next number of the year and stores the invoice in one transaction: the counter
 * only moves when the invoice row is written, so numbers have no gaps even under concurrency.
 * An order gets at most one invoice of its own and one per add-on (migration 0009's unique indexes
 * make a second attempt fail as a whole, counter included).
 */
export async function allocateInvoice(
  db: D1Database,
  invoice: {
    year: number;
    orderNumber: string;
    addonId: string | null;
    grossCents: number;
    netCents: number;
    vatCents: number;
    issuedAt: string;
  },
): Promise<InvoiceRow> {
  const existing = await db
    .prepare('SELECT * FROM invoices WHERE order_number = ?1 AND addon_id IS ?2')
    .bind(invoice.orderNumber, invoice.addonId)
    .first<InvoiceRow>();
  if (existing) return existing;
  const { year } = invoice;
  await db.batch([
    db.prepare('INSERT INTO invoice_counters (year, last_seq) VALUES (?1, 0) ON CONFLICT (year) DO NOTHING').bind(year),
    db.prepare('UPDATE invoice_counters SET last_seq = last_seq + 1 WHERE year = ?1').bind(year),
    db
      .prepare(
        `INSERT INTO invoices (number, year, seq, order_number, addon_id, gross_cents, net_cents, vat_cents, issued_at)
         SELECT printf('RE-%d-%06d', ?1, last_seq), ?1, last_seq, ?2, ?7, ?3, ?4, ?5, ?6
         FROM invoice_counters WHERE year = ?1`,
      )
      .bind(
        year,
        invoice.orderNumber,
        invoice.grossCents,
        invoice.netCents,
        invoice.vatCents,
        invoice.issuedAt,
        invoice.addonId,
      ),
  ]);
  const row = await db
    .prepare('SELECT * FROM invoices WHERE order_number = ?1 AND addon_id IS ?2')
    .bind(invoice.orderNumber, invoice.addonId)
    .first<InvoiceRow>();
  if (!row) throw new Error('invoice not stored');
  return row;
}

export function setInvoiceObject(db: D1Database, number: string, objectKey: string): D1PreparedStatement {
  return db.prepare('UPDATE invoices SET object_key = ?2 WHERE number = ?1').bind(number, objectKey);
}

/** Invoices issued before `issuedBefore` (strictly; jobs/retention.ts passes the end of their retention). */
export async function invoicesIssuedBefore(db: D1Database, issuedBefore: string, limit = 500): Promise<InvoiceRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM invoices WHERE issued_at < ?1 LIMIT ?2')
    .bind(issuedBefore, limit)
    .all<InvoiceRow>();
  return results;
}

export function deleteInvoice(db: D1Database, number: string): D1PreparedStatement {
  return db.prepare('DELETE FROM invoices WHERE number = ?1').bind(number);
}
