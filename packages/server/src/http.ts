import { CreateGameRequest, type HttpError } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Authority } from './authority.js';

const httpError = (reply: FastifyReply, status: number, body: HttpError) => reply.code(status).send(body);

/** The JSON API: create a game, read its public summary, download its record once it is over. */
export function registerApi(app: FastifyInstance, authority: Authority): void {
  app.post('/api/games', async (request, reply) => {
    const body = CreateGameRequest.safeParse(request.body);
    if (!body.success) return httpError(reply, 400, { error: 'badRequest', message: body.error.message.slice(0, 300) });
    const created = await authority.create(body.data);
    if (created.ok) return reply.code(201).send(created.value);
    const { code, message } = created.error;
    if (code === 'unknownGame') return httpError(reply, 404, { error: 'unknownGame', message });
    return httpError(reply, 400, { error: 'options', message });
  });

  app.get<{ Params: { id: string } }>('/api/games/:id', async (request, reply) => {
    const live = await authority.open(request.params.id);
    if (live === null) return httpError(reply, 404, { error: 'unknownGame', message: 'no such game' });
    return {
      id: live.stored.id,
      game: live.stored.game,
      options: live.stored.options,
      seats: live.stored.seats.map((s) => ({ name: s.name, kind: s.kind })),
      status: live.status,
      version: live.version,
      result: live.result,
    };
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/record', async (request, reply) => {
    const record = await authority.record(request.params.id);
    if (record.ok) return record.value;
    const { code, message } = record.error;
    if (code === 'unknownGame') return httpError(reply, 404, { error: 'unknownGame', message });
    return httpError(reply, 409, { error: 'notOver', message });
  });
}
