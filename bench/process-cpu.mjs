// CPU time of the benchmark's server processes and of the load generator itself, read from /proc (Linux),
// so bench:load can say which process a request's time is spent in. A request's requests/s at a given
// concurrency follow from two limits: the machine's cores, shared by every process, and the Worker
// runtime's one thread (workerd runs the Worker, the local D1 and the asset router on one thread).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Whether this system has Linux's /proc; elsewhere bench:load skips the CPU breakdown. */
const CPU_BY_PROCESS_AVAILABLE = existsSync('/proc/self/stat');

function ticksPerSecond() {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100; // Linux's usual USER_HZ
  }
}
const TICKS_PER_SECOND = CPU_BY_PROCESS_AVAILABLE ? ticksPerSecond() : 100;

/** user + system time of a /proc stat file, in ms (fields 14 and 15; the name in parentheses may hold spaces). */
function cpuMsOf(statPath) {
  const stat = readFileSync(statPath, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function childrenOf(pid) {
  const children = [];
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const listed = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
    if (listed) children.push(...listed.split(' ').map(Number));
  }
  return children;
}

/** What a process of wrangler dev is, from its command line. */
function roleOf(pid) {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  if (args.some((arg) => arg.endsWith('/workerd'))) {
    // wrangler dev starts two: its proxy on the public port, and the runtime of the Worker (with the inspector).
    return args.some((arg) => arg.startsWith('--inspector-addr')) ? 'runtime' : 'proxy';
  }
  if (args.some((arg) => arg.includes('wrangler'))) return 'wrangler';
  return 'other';
}

export const ROLES = {
  runtime: 'Worker runtime (workerd: the Worker, local D1 and R2, asset router)',
  proxy: "wrangler dev's proxy (workerd)",
  wrangler: 'wrangler (Node)',
  other: 'npm start (Node) and esbuild',
  client: "load generator (the benchmark's Node process)",
};

/** The server's processes (the tree under `rootPid`) by role. */
export function serverProcesses(rootPid) {
  const found = [];
  if (!CPU_BY_PROCESS_AVAILABLE) return found;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift();
    try {
      found.push({ pid, role: roleOf(pid) });
      queue.push(...childrenOf(pid));
    } catch {
      // exited meanwhile, or a kernel without /proc/…/children: what was found still counts
    }
  }
  return found;
}

/** Whether the Worker runtime is among the processes (without it there is nothing to break down). */
export const hasRuntime = (processes) => processes.some(({ role }) => role === 'runtime');

/** CPU ms so far: per role, and the runtime's busiest thread. */
export function sampleCpu(processes) {
  const byRole = Object.fromEntries(Object.keys(ROLES).map((role) => [role, 0]));
  const runtimeThreads = [];
  for (const { pid, role } of processes) {
    try {
      byRole[role] += cpuMsOf(`/proc/${pid}/stat`);
      if (role === 'runtime') {
        runtimeThreads.push(
          ...readdirSync(`/proc/${pid}/task`).map((tid) => ({ tid, ms: cpuMsOf(`/proc/${pid}/task/${tid}/stat`) })),
        );
      }
    } catch {
      // exited meanwhile
    }
  }
  const own = process.cpuUsage();
  byRole.client = (own.user + own.system) / 1000;
  return { byRole, runtimeThreads };
}

/**
 * CPU ms per request between two samples: per role, in all, and how much of the runtime's time its
 * busiest thread took (that thread is what one workerd process can give, whatever the cores).
 */
export function cpuPerRequest(before, after, requests) {
  const perRole = {};
  for (const role of Object.keys(ROLES)) perRole[role] = (after.byRole[role] - before.byRole[role]) / requests;
  const threadDeltas = after.runtimeThreads.map(
    ({ tid, ms }) => ms - (before.runtimeThreads.find((t) => t.tid === tid)?.ms ?? 0),
  );
  const runtimeTotal = threadDeltas.reduce((a, b) => a + b, 0);
  return {
    perRole,
    total: Object.values(perRole).reduce((a, b) => a + b, 0),
    runtimeMainThread: Math.max(0, ...threadDeltas) / requests,
    mainThreadShare: runtimeTotal > 0 ? Math.max(...threadDeltas) / runtimeTotal : 0,
  };
}
