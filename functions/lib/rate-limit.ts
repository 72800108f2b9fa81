import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { countHit } from '../db/rate-limits';
import { ApiError } from './api-error';
import { clientIp, hashIp } from './client-ip';

export interface RateLimitOptions {
  /** Name of the counter, one per endpoint. */
  bucket: string;
  /** Requests allowed per window and client. */
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMIT_MESSAGE = 'Zu viele Anfragen. Bitte warte einige Minuten und versuche es dann erneut.';

/** Fixed-window per-IP limit stored in D1; answers 429 with a German message and Retry-After. */
export function rateLimit({ bucket, limit, windowSeconds }: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = Math.floor(Date.now() / 1000);
    const windowStart = now - (now % windowSeconds);
    const key = await hashIp(clientIp(c.req.raw.headers), c.env.IP_HASH_SALT);
    const count = await countHit(c.env.DB, bucket, key, windowStart);
    if (count > limit) {
      const error = new ApiError(429, 'rate_limited', RATE_LIMIT_MESSAGE);
      return c.json(error.toBody(), 429, { 'Retry-After': String(windowStart + windowSeconds - now) });
    }
    await next();
  });
}
