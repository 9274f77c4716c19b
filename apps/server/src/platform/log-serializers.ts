/**
 * How requests appear in the log: method, path and route, never the query string (search texts, names and
 * licence ids travel there) nor headers (cookies).
 */
import type { FastifyRequest } from 'fastify';

export const REQUEST_LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.split('?')[0],
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  }),
};
