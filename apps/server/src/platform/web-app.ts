/**
 * Serves the built React app (apps/web/dist) when present, with the SPA fallback: every GET outside /api
 * that is no file answers index.html, so deep links work. Hashed files under /assets/ are cached for a year;
 * index.html never (a new build must be picked up at once). Everything else unknown is a 404 problem.
 * Files go out precompressed (the build's .br/.gz twins, chosen by Accept-Encoding, with Vary); source maps
 * and the build manifest are never served (404): they stay on the server for debugging and the budget check.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from './errors.js';
import { sendProblem } from './error-handler.js';

const isApiPath = (p: string): boolean => p === '/api' || p.startsWith('/api/');
/** Build files that are not for browsers: source maps (the build emits them 'hidden') and Vite's manifest. */
const isPrivateBuildFile = (p: string): boolean => p.endsWith('.map') || p.startsWith('/.vite/');

export const webAppPlugin = fp<{ webDistDir?: string | undefined }>(
  async (app, { webDistDir }) => {
    const hasWeb = !!webDistDir && fs.existsSync(path.join(webDistDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: path.resolve(webDistDir),
        wildcard: true,
        preCompressed: true,
        allowedPath: (pathName) => !isPrivateBuildFile(pathName),
        cacheControl: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          // The answer depends on Accept-Encoding (.br, .gz or the file itself): shared caches must key on it.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const urlPath = request.url.split('?', 1)[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      // A missing hashed asset is a real 404, not the app (the browser would parse HTML as JS).
      if (hasWeb && wantsPage && !isApiPath(urlPath) && !urlPath.startsWith('/assets/') && !isPrivateBuildFile(urlPath)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendProblem(reply, notFound(`No route ${request.method} ${urlPath}`));
    });
  },
  { name: 'portal-web-app' },
);
