/**
 * One participant's media for the life of a room dialog: the local camera and microphone, the peer mesh
 * while the signalling call is up, and a snapshot the dialog renders (useSyncExternalStore). The machine's
 * actors drive it (video-actors.ts); nothing here decides when to join, poll or leave.
 */
import { createPeerMesh, type PeerMesh, type RemotePeer } from './peer-mesh';
import type { SignalData, SignalMessage } from './signal-socket';

export interface CallView {
  local: MediaStream | null;
  remotes: RemotePeer[];
}

export interface CallSession {
  /** Opens the camera and microphone once; later calls reuse them. */
  acquireMedia(): Promise<MediaStream>;
  /** Starts the mesh over a signalling socket's `send`; returns the message handler. */
  attach(send: (to: string, data: SignalData) => void): (message: SignalMessage) => void;
  detach(): void;
  setTracks(micOn: boolean, cameraOn: boolean): void;
  release(): void;
  subscribe(listener: () => void): () => void;
  snapshot(): CallView;
}

export function createCallSession(media: Pick<MediaDevices, 'getUserMedia'> = navigator.mediaDevices): CallSession {
  let local: MediaStream | null = null;
  let mesh: PeerMesh | null = null;
  let view: CallView = { local: null, remotes: [] };
  const listeners = new Set<() => void>();
  const changed = () => {
    view = { local, remotes: mesh?.peers() ?? [] };
    for (const listener of [...listeners]) listener();
  };

  return {
    async acquireMedia() {
      if (!local) {
        local = await media.getUserMedia({ video: true, audio: true });
        changed();
      }
      return local;
    },
    attach(send) {
      mesh?.close();
      if (!local) throw new Error('media not acquired');
      mesh = createPeerMesh({ local, send, onChange: changed });
      const current = mesh;
      return (message) => current.handle(message);
    },
    detach() {
      mesh?.close();
      mesh = null;
      changed();
    },
    setTracks(micOn, cameraOn) {
      for (const track of local?.getAudioTracks() ?? []) track.enabled = micOn;
      for (const track of local?.getVideoTracks() ?? []) track.enabled = cameraOn;
    },
    release() {
      mesh?.close();
      mesh = null;
      for (const track of local?.getTracks() ?? []) track.stop();
      local = null;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    snapshot: () => view,
  };
}
