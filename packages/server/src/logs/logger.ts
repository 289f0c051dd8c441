import type { FastifyRequest } from 'fastify';

/** Where log lines go: stdout by default; tests pass a stream that keeps them. */
export interface LogStream {
  write(line: string): void;
}

/** `true`: JSON lines at `info` on stdout; an object chooses the level (`silent` for none) and the stream. */
export type LoggerOption = boolean | { readonly level?: string; readonly stream?: LogStream };

/**
 * Seat tokens must never reach a log. The web app keeps them in the URL's fragment (`#token=`), which browsers do
 * not send, and in join frames, which are not logged; a client that puts one in a path, query or raw fragment
 * anyway (`?token=`, `#token=`, `;token=`) gets it replaced here, whatever the parameter's case.
 */
export const redactUrl = (url: string): string => url.replace(/(token=)[^&#;\s]*/gi, '$1[redacted]');

/** Fastify's logger options: pino JSON lines, requests logged with a redacted URL and no headers. */
export function loggerOptions(option: LoggerOption | undefined): false | Record<string, unknown> {
  if (option === undefined || option === false) return false;
  const given = option === true ? {} : option;
  return {
    level: given.level ?? 'info',
    ...(given.stream === undefined ? {} : { stream: given.stream }),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
