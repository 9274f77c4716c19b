/**
 * Request bodies: JSON only. Plain text is refused (415) because HTML forms can post it cross-site,
 * and an empty body with a JSON content type counts as no body, as many fetch wrappers send one.
 */
import fp from 'fastify-plugin';

export const bodyParsingPlugin = fp(
  async (app) => {
    // Fastify's own parser keeps its prototype-poisoning protection.
    const jsonParser = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      jsonParser(request, text, done);
    });
  },
  { name: 'portal-body-parsing' },
);
