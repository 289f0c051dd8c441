import type { HttpError, Player } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Authority } from '../authority.js';
import type { LiveGame } from '../live.js';
import type { AnalysisService } from './service.js';

const httpError = (reply: FastifyReply, status: number, body: HttpError) => reply.code(status).send(body);

/** Who held a seat (players/ `SeatBinder.holds`: it also asks the store when this node's copy shows it unbound). */
export interface SeatHolders {
  holds(live: LiveGame, seat: number, player: Player | null): Promise<boolean>;
}

/** Issue 18: a game is reviewed by the players who took part in it (a seat bound to them). */
async function tookPart(authority: Authority, holders: SeatHolders, id: string, player: Player | null) {
  if (player === null) return false;
  const live = await authority.open(id);
  if (live === null) return false;
  for (let seat = 0; seat < live.stored.seats.length; seat++) if (await holders.holds(live, seat, player)) return true;
  return false;
}

const NOT_A_PLAYER = { error: 'forbidden', message: 'only the players of a game may have it analysed' } as const;

/**
 * `POST /api/games/:id/analysis` asks for a finished game's analysis (200 with it when done, 202 with the queue's
 * answer while pending); `GET` says how it stands. Both only for the game's players (403 otherwise).
 */
export function registerAnalysis(
  app: FastifyInstance,
  authority: Authority,
  analyses: AnalysisService,
  holders: SeatHolders,
): void {
  app.post<{ Params: { id: string } }>('/api/games/:id/analysis', async (request, reply) => {
    const { id } = request.params;
    const record = await authority.record(id);
    if (!record.ok) {
      const { code, message } = record.error;
      if (code === 'unknownGame') return httpError(reply, 404, { error: 'unknownGame', message });
      return httpError(reply, 409, { error: 'notOver', message });
    }
    const player = request.player;
    if (player === null || !(await tookPart(authority, holders, id, player)))
      return httpError(reply, 403, NOT_A_PLAYER);
    // A few places per player and per address; served fairly between players (service.ts).
    const asked = await analyses.request(id, record.value, player.id, request.ip);
    if (!asked.ok) {
      if (asked.refusal === 'rateLimited') {
        reply.header('retry-after', 5);
        return httpError(reply, 429, {
          error: 'rateLimited',
          message: 'as many analyses waiting as allowed for this player or address; ask again when one is done',
        });
      }
      return httpError(reply, 503, { error: 'busy', message: 'the analysis queue is full; try later' });
    }
    return reply.code(asked.value.status === 'done' ? 200 : 202).send(asked.value);
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/analysis', async (request, reply) => {
    const { id } = request.params;
    if ((await authority.open(id)) === null)
      return httpError(reply, 404, { error: 'unknownGame', message: 'no such game' });
    if (!(await tookPart(authority, holders, id, request.player))) return httpError(reply, 403, NOT_A_PLAYER);
    return analyses.status(id);
  });
}
