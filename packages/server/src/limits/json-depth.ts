import type { FastifyInstance } from 'fastify';

/**
 * True when a parsed JSON value nests deeper than `max` arrays or objects. Iterative, and it stops at the first
 * branch too deep, so options nested 10,000 deep are refused in microseconds instead of reaching the recursive
 * schema (which would walk them, or overflow the stack into a 500).
 */
export function tooDeep(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [v, depth] = item;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * How deep any request body may nest: every body of the API is a flat object or a list of flat objects (a game's
 * options, its seats, a WebAuthn answer: 4 levels at most); 16 leaves room and refuses the attack at once.
 */
export const MAX_BODY_DEPTH = 16;

/**
 * One check for every route (issue 23): a parsed body nested deeper than `max` is answered 400 `badRequest` before
 * validation, whatever the route — the lobby's table options nested 10,000 deep were a 500 where the game route
 * alone checked. Bodies over the server's `bodyLimit` (64 KiB) are refused by Fastify with 413 before parsing.
 */
export function refuseDeepBodies(app: { addHook: FastifyInstance['addHook'] }, max: number = MAX_BODY_DEPTH): void {
  app.addHook('preValidation', async (request, reply) => {
    if (request.body === undefined || request.body === null || typeof request.body !== 'object') return;
    if (!tooDeep(request.body, max)) return;
    return reply.code(400).send({ error: 'badRequest', message: `nested deeper than ${max} levels` });
  });
}
