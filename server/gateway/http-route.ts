import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Gateway } from './mesh';
import { GRAPHIQL_CSP } from '../http/security-headers';

/** Serves the gateway over HTTP at /graphql (GET for GraphiQL and queries, POST for everything). */
export function registerGatewayRoute(app: FastifyInstance, gateway: Gateway): void {
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
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
