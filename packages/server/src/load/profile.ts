import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * A CPU profile of this thread over the measured window only (`--profile DIR`): `node --cpu-prof` would also
 * record start-up and the opening of every game, which hide the per-move costs the load script is about.
 * Returns the function that stops it and writes `DIR/<name>.cpuprofile` (open it in Chrome's DevTools).
 */
export async function startProfile(dir: string | null, name: string): Promise<() => Promise<void>> {
  if (dir === null) return async () => {};
  mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // Finer than the default 1 ms: a move costs a few hundred microseconds.
  await session.post('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL_US ?? 200) });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${dir}/${name}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  };
}
