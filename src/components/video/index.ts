/** Remote video dispatch for pages: the button, and the request a row action sends. The dialog is the shell's. */
export { VideoDispatchButton, useCanStartVideo } from './VideoDispatchButton';
export { requestVideoDispatch, type Invitee, type VideoSubject } from './video-dispatch-events';
