import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Gateway } from './mesh';
import { GRAPHIQL_CSP } from '../http/security-headers';
import { BODY_LIMIT_BYTES } from '../../src/constants/security';
import { security } from '../../src/messages/security';

/** Serves the gateway over HTTP at /graphql (GET for GraphiQL and queries, POST for everything). */
export function registerGatewayRoute(app: FastifyInstance, gateway: Gateway): void {
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // A body over the limit never reaches the gateway: a GraphQL error with the Chinese message.
    errorHandler: (err: { code?: string; statusCode?: number }, _req, reply) => {
      if (err.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw err;
      return reply.code(413).send({ errors: [{ message: security.bodyTooLarge(BODY_LIMIT_BYTES), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const response = await gateway.yoga.handleNodeRequestAndResponse(req, reply, { req, reply } as never);
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      if (response.headers.get('content-type')?.includes('text/html')) reply.header('content-security-policy', GRAPHIQL_CSP);
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
