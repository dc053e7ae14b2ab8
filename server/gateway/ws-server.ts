import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { headerMap, type Gateway } from './mesh';

/**
 * graphql-ws on /graphql. The token (and any other header) comes from connectionParams, which become the
 * context headers exactly as HTTP headers do, so every source sees the same `token`.
 */
export function createGraphqlWsServer(gateway: Gateway) {
  const wss = new WebSocketServer({ noServer: true });
  const disposable = useServer(
    {
      // The acknowledgement carries the server's clock: the browser's first cursor for missed notices (no skew).
      onConnect: () => ({ serverTime: new Date().toISOString() }),
      execute: (args) => (args.rootValue as { execute: (a: unknown) => unknown }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: (a: unknown) => unknown }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
        const headers = headerMap(ctx.connectionParams as Record<string, unknown> | undefined);
        const request = new Request('http://gateway.internal/graphql', { method: 'POST', headers });
        const enveloped = gateway.yoga.getEnveloped({ request, params, headers, connectionParams: ctx.connectionParams });
        const document = enveloped.parse(params.query);
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length) return errors;
        const contextValue = await enveloped.contextFactory();
        return {
          schema: enveloped.schema,
          document,
          operationName: params.operationName,
          variableValues: params.variables,
          contextValue: { ...contextValue, headers },
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
      },
    },
    wss,
  );
  return {
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    async close() {
      await disposable.dispose();
      wss.close();
    },
  };
}
