import { z } from 'zod';
import { JsonValue } from './messages.js';

/**
 * A finished game's review (issue 18), as `@ludotheque/ai`'s `Analysis`: per move the mover's chance to win before
 * and after it (from that seat's view then), the bot's preferred move and a mark for moves that lost much.
 */
export const AnalysedMoveSchema = z.strictObject({
  entry: z.number().int().min(0),
  seat: z.number().int().min(0),
  move: z.string(),
  before: z.number().min(0).max(1),
  after: z.number().min(0).max(1),
  loss: z.number().min(0).max(1),
  /** The searches' means before calibration (issue 27); absent from analyses cached before it. */
  raw: z.strictObject({ before: z.number().min(0).max(1), after: z.number().min(0).max(1) }).optional(),
  best: z.string(),
  mark: z.enum(['inaccuracy', 'mistake', 'blunder']).nullable(),
  note: JsonValue.optional(),
});

export const AnalysisSchema = z.strictObject({
  game: z.string(),
  players: z.number().int().min(1),
  iterations: z.number().int().min(1),
  seed: z.string(),
  moves: z.array(AnalysedMoveSchema).readonly(),
});

/**
 * `POST /api/games/:id/analysis` (ask; 202 while pending, 200 once done) and `GET` (how it stands): `none` when
 * nobody asked, `queued` with the number of analyses ahead, `running` with the moves done, `failed` (its budget ran
 * out, or the record did not replay) until someone asks again.
 */
export const AnalysisStatus = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('none') }),
  z.strictObject({ status: z.literal('queued'), ahead: z.number().int().min(0) }),
  z.strictObject({ status: z.literal('running'), done: z.number().int().min(0), total: z.number().int().min(0) }),
  z.strictObject({ status: z.literal('done'), analysis: AnalysisSchema }),
  z.strictObject({ status: z.literal('failed'), message: z.string() }),
]);
export type AnalysisStatus = z.infer<typeof AnalysisStatus>;
