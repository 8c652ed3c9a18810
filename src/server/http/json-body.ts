import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOGUE } from '#domain/errors';
import { ApiError } from './envelope';

// No call takes JSON nested more than a few levels; a body nested thousands deep parses, but then
// overflows the stack of whatever walks it (storing a refused payment notification did: a 500).

export const MAX_JSON_DEPTH = 32;

/** How deep `text`'s arrays and objects nest, counting brackets outside strings; stops past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length && deepest <= limit; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return deepest;
}

/**
 * Fastify's JSON parser (with its guard against prototype poisoning), refusing bodies nested too deep.
 * `keepText` is given each body's text as it came, for a plugin that must keep it.
 */
export function registerJsonParser(
  app: FastifyInstance,
  keepText?: (request: FastifyRequest, text: string) => void,
) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    keepText?.(request, text);
    if (jsonDepth(text) > MAX_JSON_DEPTH) return done(new ApiError(400, CATALOGUE[400]), undefined);
    return parse(request, text, done);
  });
}
