import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../domain/locales';
import { fetchOrder, type OrderProof, type OrderView } from './api';

/** Long enough for a delayed payment webhook, short enough not to leave the customer waiting: every 2 s, at most 60 s. */
const POLL_INTERVAL_MS = 2_000;
const POLL_LIMIT_MS = 60_000;

export type OrderLoad =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string }
  /** Still awaiting_payment: the provider's confirmation has not reached us yet. */
  | { kind: 'confirming' }
  | { kind: 'timeout' }
  | { kind: 'order'; order: OrderView };

export const orderAwaitsPayment = (order: OrderView) => order.status === 'awaiting_payment';

/**
 * Loads an order and, while it is still awaiting payment, asks again every 2 s for up to 60 s.
 * `target` null means "not known yet" (stays loading); `false` means the number cannot exist.
 * A failed request while confirming is retried like a pending one: one lost response on a
 * mobile connection should not end the wait.
 */
export function useOrderPolling(
  target: { orderNumber: string; proof: OrderProof } | null | false,
  /** Whether the payment this page waits for is still unconfirmed; by default the order's own. */
  isPending: (order: OrderView) => boolean = orderAwaitsPayment,
  /** The page's language, for the messages of a failed request. */
  locale: Locale = 'de',
) {
  const [load, setLoad] = useState<OrderLoad>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  // Compared by content: a new object naming the same order must not restart the polling.
  const key = target ? JSON.stringify(target) : String(target);

  useEffect(() => {
    if (target === null) return;
    if (target === false) {
      setLoad({ kind: 'not-found' });
      return;
    }
    let cancelled = false;
    let timer: number | undefined;
    let confirming = false;
    const started = Date.now();

    const ask = async () => {
      const result = await fetchOrder(target.orderNumber, target.proof, locale);
      if (cancelled) return;
      const timeLeft = Date.now() - started < POLL_LIMIT_MS;
      if (result.ok && !isPending(result.data)) {
        setLoad({ kind: 'order', order: result.data });
      } else if (!result.ok && result.status === 404) {
        setLoad({ kind: 'not-found' });
      } else if (!result.ok && !confirming) {
        setLoad({ kind: 'error', message: result.message });
      } else if (!timeLeft) {
        setLoad({ kind: 'timeout' });
      } else {
        confirming = true;
        setLoad({ kind: 'confirming' });
        timer = window.setTimeout(ask, POLL_INTERVAL_MS);
      }
    };
    // "Erneut prüfen" after a timeout goes straight back to waiting; anything else starts from loading.
    setLoad((current) =>
      current.kind === 'timeout'
        ? { kind: 'confirming' }
        : current.kind === 'confirming'
          ? current
          : { kind: 'loading' },
    );
    void ask();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // `key` stands for `target` (and isPending is a module-level function), so neither is a dependency.
  }, [key, round, locale]);

  return { load, retry };
}
