import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** Liveness for uptime checks and the load benchmark's baseline. */
export const health = new Hono<AppEnv>().get('/', (c) => c.json({ ok: true }));
