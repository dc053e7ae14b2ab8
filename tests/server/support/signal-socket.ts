import WebSocket from 'ws';

export type SignalMessage = { type: string; [key: string]: unknown };

/** A signalling socket that keeps every message it receives, with a way to wait for the next of a type. */
export function connectSignal(origin: string, wsUrl: string) {
  const ws = new WebSocket(`${origin}${wsUrl}`);
  const inbox: SignalMessage[] = [];
  const waiters: { type: string; resolve: (m: SignalMessage) => void }[] = [];
  ws.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as SignalMessage;
    const waiter = waiters.findIndex((w) => w.type === message.type);
    if (waiter >= 0) waiters.splice(waiter, 1)[0].resolve(message);
    else inbox.push(message);
  });
  const next = (type: string) =>
    new Promise<SignalMessage>((resolve) => {
      const index = inbox.findIndex((m) => m.type === type);
      if (index >= 0) resolve(inbox.splice(index, 1)[0]);
      else waiters.push({ type, resolve });
    });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const refused = new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
  return { ws, inbox, next, closed, refused, send: (m: unknown) => ws.send(JSON.stringify(m)) };
}
