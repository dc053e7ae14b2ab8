/**
 * How any page asks for the dispatch dialog (no React): a button or a row action calls
 * `requestVideoDispatch`; the dialog host in the app shell (VideoDispatchHost) listens.
 */
import type { VideoSubjectType } from '../../constants/video';

export interface Invitee {
  userId: string;
  username: string;
  organName?: string | null;
}

export interface VideoSubject {
  type: VideoSubjectType;
  id: string;
  /** What the dialog calls it (the task's title, the officer's name). */
  title: string;
  /** Chosen beforehand (the officer a room is opened on). */
  invitees?: Invitee[];
}

type Listener = (subject: VideoSubject) => void;
const listeners = new Set<Listener>();

export function onVideoDispatchRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function requestVideoDispatch(subject: VideoSubject): void {
  for (const listener of [...listeners]) listener(subject);
}
