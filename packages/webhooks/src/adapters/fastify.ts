// Fastify: `app.register(receiver.fastify, { path: '/webhooks' })`. The plugin turns Fastify's body parsing off in
// its own scope and hands the raw request to the node:http adapter (Fastify's body limit does not apply).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Minimal structural types of Fastify, so that the package does not depend on it. */
export interface FastifyLike {
  removeAllContentTypeParsers(): void;
  addContentTypeParser(
    type: string,
    parser: (request: unknown, payload: unknown, done: (error: Error | null, body?: unknown) => void) => void,
  ): void;
  route(options: {
    method: string[];
    url: string;
    exposeHeadRoute?: boolean;
    handler: (request: { raw: IncomingMessage }, reply: { hijack(): void; raw: ServerResponse }) => void;
  }): void;
}

export type FastifyPlugin = ((
  instance: FastifyLike,
  options: { path?: string },
  done: (error?: Error) => void,
) => void) &
  Record<symbol, unknown>;

export function fastifyPlugin(node: (req: IncomingMessage, res: ServerResponse) => void): FastifyPlugin {
  return ((instance: FastifyLike, opts: { path?: string }, done: (error?: Error) => void) => {
    try {
      instance.removeAllContentTypeParsers();
      instance.addContentTypeParser('*', (_request, _payload, parsed) => parsed(null, undefined));
      instance.route({
        method: ['POST', 'GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        url: opts?.path ?? '/',
        exposeHeadRoute: false,
        handler: (request, reply) => {
          reply.hijack();
          node(request.raw, reply.raw);
        },
      });
      done();
    } catch (error) {
      done(error as Error);
    }
  }) as FastifyPlugin;
}
