// The landing page's live demo: one stage every 1.2 s through three stages,
// then /app after 1 s. Timing lives here so it can be tested with fake timers.
const DEMO_STAGE_MS = 1200;
const DEMO_REDIRECT_MS = 1000;
const DEMO_STAGES = 3;

export interface DemoCallbacks {
  onStage: (stage: number) => void;
  onDone: () => void;
  onRedirect: () => void;
}

/** Starts the demo; returns a function that stops it. */
export function runDemo({ onStage, onDone, onRedirect }: DemoCallbacks, schedule = setTimeout): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  onStage(0);
  for (let stage = 1; stage < DEMO_STAGES; stage++) timers.push(schedule(() => onStage(stage), stage * DEMO_STAGE_MS));
  const doneAt = DEMO_STAGES * DEMO_STAGE_MS;
  timers.push(schedule(onDone, doneAt));
  timers.push(schedule(onRedirect, doneAt + DEMO_REDIRECT_MS));
  return () => timers.forEach(clearTimeout);
}
