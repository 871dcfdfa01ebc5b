import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { hasNulCharacter, nulCharacterMessage } from '../lib/nul-characters.ts';
import { badRequest } from '../lib/app-error.ts';

/**
 * Refuses, before any route's validation, a request whose query, path parameters or JSON body holds a
 * NUL character (lib/nul-characters.ts): one rule for every route, so that no text field can reach the
 * database with one. Multipart fields are checked where they are read (lib/multipart.ts).
 */
export const textInputCheck = fastifyPlugin(
  async (app: FastifyInstance) => {
    // A callback hook rather than an async one: it runs on every request and never waits.
    app.addHook('preValidation', (request, _reply, done) => {
      const hasNul = hasNulCharacter(request.query) || hasNulCharacter(request.params) || hasNulCharacter(request.body);
      done(hasNul ? badRequest(nulCharacterMessage) : undefined);
    });
  },
  { name: 'text-input-check', fastify: '5.x' },
);
