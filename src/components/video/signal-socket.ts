/**
 * The browser end of the signalling socket (server/video/signal-server.ts): opens wsUrl on this origin,
 * parses JSON messages, pings now and then so idle proxies keep it, and reports how it closed.
 */
import { HEARTBEAT_INTERVAL_MS } from '../../constants/timings';

export type SignalMessage =
  | { type: 'welcome'; userId: string; peers: { userId: string; name: string }[] }
  | { type: 'peer.joined'; userId: string; name: string }
  | { type: 'peer.left'; userId: string }
  | { type: 'signal'; from: string; data: SignalData }
  | { type: 'ended' }
  | { type: 'pong' };

export interface SignalData {
  sdp?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit;
}

export interface SignalHandlers {
  onOpen(): void;
  onMessage(message: SignalMessage): void;
  onClose(code: number): void;
}

export interface SignalSocket {
  send(to: string, data: SignalData): void;
  close(): void;
}

/** ws(s)://<this host><path>: wsUrl is a path on the server's origin. */
export function socketUrl(wsUrl: string, base: string = window.location.href): string {
  const url = new URL(wsUrl, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : url.protocol === 'http:' ? 'ws:' : url.protocol;
  return url.toString();
}

export function openSignalSocket(wsUrl: string, handlers: SignalHandlers): SignalSocket {
  const ws = new WebSocket(socketUrl(wsUrl));
  let closedByUs = false;
  const ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'ping' })), HEARTBEAT_INTERVAL_MS);
  ws.onopen = () => handlers.onOpen();
  ws.onmessage = (event) => {
    try {
      handlers.onMessage(JSON.parse(String(event.data)) as SignalMessage);
    } catch (error) {
      console.error(error);
    }
  };
  ws.onclose = (event) => {
    clearInterval(ping);
    if (!closedByUs) handlers.onClose(event.code);
  };
  return {
    send(to, data) {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'signal', to, data }));
    },
    close() {
      closedByUs = true;
      clearInterval(ping);
      ws.close();
    },
  };
}
