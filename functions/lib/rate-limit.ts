import { createMiddleware } from 'hono/factory';
import type { AppEnv, Env } from '../env';
import { countHitStatement, hitCountOf } from '../db/rate-limits';
import { ApiError } from './api-error';
import { clientIp, hashIp } from './client-ip';

export interface RateLimitOptions {
  /** Name of the counter, one per endpoint. */
  bucket: string;
  /** Requests allowed per window and client. */
  limit: number;
  windowSeconds: number;
}

/** The fixed window `now` falls in: when it started (Unix seconds) and how many seconds it has left. */
export function fixedWindow(now: Date, seconds: number): { start: number; secondsLeft: number } {
  const unix = Math.floor(now.getTime() / 1000);
  const start = unix - (unix % seconds);
  return { start, secondsLeft: start + seconds - unix };
}

/** One request's hit against a limit, not yet counted. */
export interface RateLimitHit {
  /** Counts the hit and returns the count (`count`); run alone, or in the request's first D1 batch. */
  statement: D1PreparedStatement;
  /** The 429 (with Retry-After) when `count` hits exceed the limit; null while within it. */
  refusal(count: number): ApiError | null;
}

/**
 * The fixed-window per-IP limit stored in D1, as a statement: an endpoint that reads D1 anyway
 * (POST /api/orders) counts the hit in the same batch instead of paying a round trip of its own.
 */
export async function rateLimitHit(
  env: Env,
  headers: Headers,
  { bucket, limit, windowSeconds }: RateLimitOptions,
): Promise<RateLimitHit> {
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % windowSeconds);
  const key = await hashIp(clientIp(headers), env.IP_HASH_SALT);
  return {
    statement: countHitStatement(env.DB, bucket, key, windowStart),
    refusal: (count) =>
      count > limit
        ? new ApiError(429, 'rate_limited', 'errors.rateLimited', {
            headers: { 'Retry-After': String(windowStart + windowSeconds - now) },
          })
        : null,
  };
}

/** Fixed-window per-IP limit stored in D1; answers 429 with Retry-After. */
export function rateLimit(options: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const hit = await rateLimitHit(c.env, c.req.raw.headers, options);
    const refusal = hit.refusal(hitCountOf(await hit.statement.all()));
    if (refusal) throw refusal;
    await next();
  });
}
