import type { HttpError } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Authority } from '../authority.js';
import type { AnalysisService } from './service.js';

const httpError = (reply: FastifyReply, status: number, body: HttpError) => reply.code(status).send(body);

/**
 * `POST /api/games/:id/analysis` asks for a finished game's analysis (200 with it when done, 202 with the queue's
 * answer while pending); `GET` says how it stands. Any finished game's record is public, so anybody may ask for
 * now; the lead restricts it to the players who took part once identity is merged (README).
 */
export function registerAnalysis(app: FastifyInstance, authority: Authority, analyses: AnalysisService): void {
  app.post<{ Params: { id: string } }>('/api/games/:id/analysis', async (request, reply) => {
    const record = await authority.record(request.params.id);
    if (!record.ok) {
      const { code, message } = record.error;
      if (code === 'unknownGame') return httpError(reply, 404, { error: 'unknownGame', message });
      return httpError(reply, 409, { error: 'notOver', message });
    }
    // One place in the queue per requester: the address until identity (core16) gives `request.player`.
    const asked = await analyses.request(request.params.id, record.value, request.ip);
    if (!asked.ok) {
      if (asked.refusal === 'rateLimited') {
        reply.header('retry-after', 5);
        return httpError(reply, 429, { error: 'rateLimited', message: 'one analysis at a time per player' });
      }
      return httpError(reply, 503, { error: 'busy', message: 'the analysis queue is full; try later' });
    }
    return reply.code(asked.value.status === 'done' ? 200 : 202).send(asked.value);
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/analysis', async (request, reply) => {
    const live = await authority.open(request.params.id);
    if (live === null) return httpError(reply, 404, { error: 'unknownGame', message: 'no such game' });
    return analyses.status(request.params.id);
  });
}
