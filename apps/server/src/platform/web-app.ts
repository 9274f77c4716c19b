/**
 * Serves the built React app (apps/web/dist) when present, with the SPA fallback: every GET outside /api
 * that is no file answers index.html, so deep links work. Hashed files under /assets/ are cached for a year;
 * index.html never (a new build must be picked up at once). Everything else unknown is a 404 problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from './errors.js';
import { sendProblem } from './error-handler.js';

const isApiPath = (p: string): boolean => p === '/api' || p.startsWith('/api/');

export const webAppPlugin = fp<{ webDistDir?: string | undefined }>(
  async (app, { webDistDir }) => {
    const hasWeb = !!webDistDir && fs.existsSync(path.join(webDistDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: path.resolve(webDistDir),
        wildcard: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const urlPath = request.url.split('?', 1)[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      // A missing hashed asset is a real 404, not the app (the browser would parse HTML as JS).
      if (hasWeb && wantsPage && !isApiPath(urlPath) && !urlPath.startsWith('/assets/')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendProblem(reply, notFound(`No route ${request.method} ${urlPath}`));
    });
  },
  { name: 'portal-web-app' },
);
