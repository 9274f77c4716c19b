/**
 * Admission control for the embedded database (issue 9). PGlite has one connection and runs each statement on the
 * event loop, one after another, first come first served. Under load that order is per statement, not per request:
 * a request that makes its statements in several steps (the activity feed, search) queues again at every step behind
 * everything that arrived meanwhile, and starves (timeouts at 100 connections) while one-step requests pass.
 * The gate admits `limit` requests to their handlers at once, first come first served, so that a request once
 * admitted finishes its statements without waiting behind later ones. Throughput stays what the database gives;
 * latency becomes fair. Not used with PostgreSQL (a pool of connections serves requests in parallel).
 *
 * The slot is held from just before the handler until the answer is handed over (onSend), so streamed answers
 * (exports, zips) do not hold it while they stream; the event stream, which never answers, does not take one.
 * A request whose client has gone away while it waited is dropped unanswered instead of run for nobody.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

/** Routes that stay open (server push): they never reach onSend. */
const UNGATED_ROUTES = new Set(['/api/v1/Events']);

export class RequestGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async acquire(): Promise<() => void> {
    if (this.active < this.limit) this.active += 1;
    // The slot is handed over by release(): `active` stays counted for the next in line.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    };
  }

  get queued(): number {
    return this.waiting.length;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    releaseGate: (() => void) | null;
  }
}

const gated = (request: FastifyRequest) => {
  const url = request.routeOptions.url;
  return url !== undefined && (url.startsWith('/api/v1/') || url.startsWith('/api/v2/')) && !UNGATED_ROUTES.has(url);
};

export const requestGatePlugin = fp<{ limit: number }>(
  async (app, opts) => {
    const gate = new RequestGate(opts.limit);
    app.decorateRequest('releaseGate', null);
    app.addHook('preHandler', async (request, reply) => {
      if (!gated(request)) return;
      const release = await gate.acquire();
      if (request.raw.socket?.destroyed) {
        // The client gave up while waiting (its timeout, under overload): the answer would go nowhere, so do no work.
        release();
        reply.hijack();
        reply.raw.destroy();
        return;
      }
      request.releaseGate = release;
      // Whatever happens (an error answer, a client gone away), the slot comes back.
      reply.raw.once('close', release);
    });
    app.addHook('onSend', async (request) => {
      request.releaseGate?.();
    });
  },
  { name: 'portal-request-gate' },
);
