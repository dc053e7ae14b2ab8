/**
 * Mesh WebRTC for a small room: one RTCPeerConnection per other member. Whoever arrives (the `welcome`
 * lists who is there) offers to everyone present; the others answer. An offer from a member who already
 * has a connection (they reconnected) replaces it. Candidates that arrive before the description wait.
 */
import { VIDEO_ICE_SERVERS } from '../../constants/video';
import type { SignalData, SignalMessage } from './signal-socket';

export interface RemotePeer {
  userId: string;
  name: string;
  stream: MediaStream | null;
}

interface Peer extends RemotePeer {
  pc: RTCPeerConnection;
  pending: RTCIceCandidateInit[];
}

export interface PeerMesh {
  handle(message: SignalMessage): void;
  peers(): RemotePeer[];
  close(): void;
}

export function createPeerMesh(deps: { local: MediaStream; send(to: string, data: SignalData): void; onChange(): void }): PeerMesh {
  const peers = new Map<string, Peer>();
  const names = new Map<string, string>();

  const drop = (userId: string) => {
    peers.get(userId)?.pc.close();
    peers.delete(userId);
  };

  const connect = (userId: string): Peer => {
    drop(userId);
    const pc = new RTCPeerConnection({ iceServers: [...VIDEO_ICE_SERVERS] });
    const peer: Peer = { userId, name: names.get(userId) ?? userId, stream: null, pc, pending: [] };
    peers.set(userId, peer);
    for (const track of deps.local.getTracks()) pc.addTrack(track, deps.local);
    pc.ontrack = (event) => {
      peer.stream = event.streams[0] ?? new MediaStream([event.track]);
      deps.onChange();
    };
    pc.onicecandidate = (event) => {
      if (event.candidate) deps.send(userId, { candidate: event.candidate.toJSON() });
    };
    deps.onChange();
    return peer;
  };

  const flush = async (peer: Peer) => {
    for (const candidate of peer.pending.splice(0)) await peer.pc.addIceCandidate(candidate);
  };

  const offer = async (userId: string) => {
    const peer = connect(userId);
    await peer.pc.setLocalDescription(await peer.pc.createOffer());
    deps.send(userId, { sdp: peer.pc.localDescription!.toJSON() });
  };

  const receive = async (from: string, data: SignalData) => {
    if (data.sdp?.type === 'offer') {
      const peer = connect(from);
      await peer.pc.setRemoteDescription(data.sdp);
      await flush(peer);
      await peer.pc.setLocalDescription(await peer.pc.createAnswer());
      deps.send(from, { sdp: peer.pc.localDescription!.toJSON() });
      return;
    }
    const peer = peers.get(from);
    if (!peer) return;
    if (data.sdp?.type === 'answer') {
      await peer.pc.setRemoteDescription(data.sdp);
      await flush(peer);
    } else if (data.candidate) {
      if (peer.pc.remoteDescription) await peer.pc.addIceCandidate(data.candidate);
      else peer.pending.push(data.candidate);
    }
  };

  const fail = (error: unknown) => console.error(error);

  return {
    handle(message) {
      switch (message.type) {
        case 'welcome':
          for (const p of message.peers) {
            names.set(p.userId, p.name);
            offer(p.userId).catch(fail);
          }
          break;
        case 'peer.joined':
          names.set(message.userId, message.name);
          break;
        case 'peer.left':
          drop(message.userId);
          deps.onChange();
          break;
        case 'signal':
          receive(message.from, message.data).catch(fail);
          break;
      }
    },
    peers: () => [...peers.values()].map(({ userId, name, stream }) => ({ userId, name, stream })),
    close() {
      for (const userId of [...peers.keys()]) drop(userId);
      deps.onChange();
    },
  };
}
