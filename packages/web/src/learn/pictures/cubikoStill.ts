import { CELL_NAMES, cellAt } from '@ludotheque/cubiko/geometry';
import { cubikoTutorial } from '@ludotheque/cubiko/tutorial';
import { type CubikoTable, readCubikoView } from '../../cubiko/view.js';

type Rec = Readonly<Record<string, unknown>>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A Cubiko tutorial step's position as the board reads a view: the setup plus each cube's cell under its centre
 * (CB-10), as `cubiko.view` adds them. Computed here from the geometry alone, without the rules package, whose
 * import would bring Rapier onto the Rules page (the setups are the engine's own: its tutorial tests accept them).
 */
export function stillOf(step: string): CubikoTable | null {
  const setup = cubikoTutorial.steps.find((s) => s.id === step)?.setup;
  if (!isRecord(setup) || !isRecord(setup.options) || !Array.isArray(setup.cubes)) return null;
  const players = typeof setup.options.players === 'number' ? setup.options.players : 0;
  const cubes = (setup.cubes as readonly unknown[]).filter(isRecord);
  const cells = Array.from({ length: players }, (_, owner) =>
    [1, 2, 3].map((n) => {
      const p = cubes.find((c) => c.owner === owner && c.n === n)?.p;
      if (!Array.isArray(p) || typeof p[0] !== 'number' || typeof p[1] !== 'number') return null;
      const cell = cellAt(p[0], p[1]);
      return cell === null ? null : (CELL_NAMES[cell] ?? null);
    }),
  );
  return readCubikoView({ ...setup, cells });
}
