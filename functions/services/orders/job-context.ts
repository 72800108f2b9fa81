// What every job handler is given (jobs.ts runs them; second-person/jobs.ts has one too).
import type { Env } from '../../env';
import type { Job } from '../../db/jobs';
import type { Order } from '../../db/orders';
import type { renderInvoicePdf } from '../invoices/pdf';

/** What a handler may be given instead of the real thing (tests inject faults through it). */
export interface JobDependencies {
  renderInvoice: typeof renderInvoicePdf;
}

export interface JobContext {
  env: Env;
  job: Job;
  order: Order;
  now: Date;
  deps: JobDependencies;
}
