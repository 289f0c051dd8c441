import { CreateGameRequest, type HttpError } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Authority } from './authority.js';
import type { Chat } from './chat/chat.js';
import type { Guard } from './limits/guard.js';
import type { Limits } from './limits/limits.js';
import type { LiveGames } from './limits/live-games.js';
import { seatInfos } from './live.js';
import type { ServerMetrics } from './metrics/metrics.js';
import { normalizeName } from './players/names.js';
import { NAME_ERRORS } from './players/routes.js';
import type { SeatBinder } from './players/seats.js';
import { ratedRefusal } from './ratings/routes.js';

const httpError = (reply: FastifyReply, status: number, body: HttpError) => reply.code(status).send(body);

/** What the API checks before it creates anything. */
export interface ApiGuards {
  readonly guard: Guard;
  readonly limits: Limits;
  readonly metrics: ServerMetrics | null;
  /** The table chat, part of the record download (chat/). */
  readonly chat?: Chat | null;
  /** Unfinished games per player and per address, counted in the store (limits/live-games.ts); null: unbounded. */
  readonly liveGames?: LiveGames | null;
  /** Who holds which seat (players/): a finished game's record asked by one of its players is that seat's. */
  readonly seats?: SeatBinder;
}

/** The JSON API: create a game, read its public summary, download its record once it is over. */
export function registerApi(app: FastifyInstance, authority: Authority, guards: ApiGuards): void {
  const { guard, limits, metrics } = guards;
  // Fastify's own refusals (JSON that does not parse, a `__proto__` key, a body too large) in the API's shape, with
  // their status; anything else is a 500 `internal`, logged with its stack (never the body).
  app.setErrorHandler(
    (error: { statusCode?: number; message?: string; apiError?: HttpError['error'] }, request, reply) => {
      const status = error.statusCode ?? 500;
      // A module's own refusal thrown with its code (players' `sessionRotated`, 409), else fastify's: `badRequest`.
      if (status >= 400 && status < 500)
        return httpError(reply, status, { error: error.apiError ?? 'badRequest', message: `${error.message}` });
      request.log.error({ err: error }, 'request failed');
      return httpError(reply, 500, { error: 'internal', message: 'the server failed' });
    },
  );
  app.post('/api/games', async (request, reply) => {
    if (!guard.createsPerAddress.takeKey(request.ip)) {
      metrics?.refused('creations');
      reply.header('retry-after', Math.ceil(1 / limits.createsPerAddress.perSecond));
      return httpError(reply, 429, { error: 'rateLimited', message: 'too many games created from this address' });
    }
    // Bodies nested too deep were refused before this handler (limits/json-depth.ts, one hook for every route).
    const body = CreateGameRequest.safeParse(request.body);
    if (!body.success) return httpError(reply, 400, { error: 'badRequest', message: body.error.message.slice(0, 300) });
    // Seat names go through the one name policy (players/names.ts) like every other name: shown to every player.
    const seats: typeof body.data.seats = [];
    for (const seat of body.data.seats) {
      if (seat.kind !== 'human' || seat.name === undefined) {
        seats.push(seat);
        continue;
      }
      const name = normalizeName(seat.name);
      if (!name.ok) return httpError(reply, 400, NAME_ERRORS[name.error]);
      seats.push({ ...seat, name: name.value });
    }
    body.data.seats = seats;
    const unrated = ratedRefusal(request, body.data.rated);
    if (unrated !== null) return httpError(reply, 403, unrated);
    // A game of bots only would spend the bot threads that games with people wait on.
    if (!limits.allowBotOnlyGames && body.data.seats.every((s) => s.kind === 'bot'))
      return httpError(reply, 400, { error: 'badRequest', message: 'a game needs at least one person' });
    // The player's own bound first: the global cap below is a last guard that players within their share never meet.
    const reserved = await guards.liveGames?.reserve({ player: request.player?.id ?? null, address: request.ip });
    if (reserved !== undefined && !reserved.ok) {
      metrics?.refused('tooManyGames');
      return httpError(reply, 429, { error: 'tooManyGames', message: `${reserved.message}: finish or resign one` });
    }
    const release = () => (reserved?.ok ? guards.liveGames?.release(reserved.reservation) : undefined);
    if (!authority.makeRoom(limits.maxLiveGames, limits.idleGameMs)) {
      await release();
      metrics?.refused('busy');
      return httpError(reply, 503, { error: 'busy', message: 'the server holds all the games it can; try later' });
    }
    const created = await authority.create(body.data).catch(async (e: unknown) => {
      await release();
      throw e;
    });
    if (created.ok) {
      if (reserved?.ok) await guards.liveGames?.confirm(reserved.reservation, created.value.id);
      return reply.code(201).send(created.value);
    }
    await release();
    const { code, message } = created.error;
    if (code === 'unknownGame') return httpError(reply, 404, { error: 'unknownGame', message });
    return httpError(reply, 400, { error: created.error.clockConflict ? 'clockConflict' : 'options', message });
  });

  app.get<{ Params: { id: string } }>('/api/games/:id', async (request, reply) => {
    const live = await authority.open(request.params.id);
    if (live === null) return httpError(reply, 404, { error: 'unknownGame', message: 'no such game' });
    return {
      id: live.stored.id,
      game: live.stored.game,
      options: live.stored.options,
      seats: seatInfos(live.stored.seats),
      status: live.status,
      version: live.version,
      result: live.result,
    };
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/record', async (request, reply) => {
    const record = await authority.record(request.params.id);
    if (record.ok) {
      // One of the game's players gets it as their seat's (issue 25): `seat`, and the players' chat only.
      const live = request.player === null ? null : await authority.open(request.params.id);
      const seat = live === null ? null : ((await guards.seats?.seatOf(live, request.player)) ?? null);
      if (seat !== null) {
        const chat = guards.chat ? { chat: await guards.chat.lines(request.params.id, 'players') } : {};
        return { ...record.value, seat, ...chat };
      }
      return guards.chat ? { ...record.value, chat: await guards.chat.lines(request.params.id) } : record.value;
    }
    const { code, message } = record.error;
    if (code === 'unknownGame') return httpError(reply, 404, { error: 'unknownGame', message });
    return httpError(reply, 409, { error: 'notOver', message });
  });
}
