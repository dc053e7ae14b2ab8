/** The running notice link of a signed-in user (see ./NoticeLink). */
import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../lib/notify';
import { socketHeartbeatMachine } from '../../machines/socket-heartbeat';
import { createBrowserNotifier } from './browser-notification';
import { createNoticeAlerts } from './notice-alerts';
import { connectNoticeLink } from './notice-link';
import { createSocketActor } from './socket-actor';
import { noticePath } from './targets';
import { inspect } from '../../machines/inspection';

export default function ActiveNoticeLink() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const logic = useMemo(() => socketHeartbeatMachine.provide({ actors: { socket: createSocketActor() } }), []);
  const link = useActorRef(logic, { inspect });
  const state = useSelector(link, (snapshot) => (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]));
  const open = useSelector(link, (snapshot) => snapshot.matches({ link: 'open' }));

  useEffect(() => {
    const browser = createBrowserNotifier();
    browser.requestPermission();
    const alert = createNoticeAlerts({
      toast: (message, durationMs, options) => notify.info(message, durationMs, options),
      browser,
      open: (notice) => navigate(noticePath(notice)),
    });
    return connectNoticeLink(link, { client, alert, network: window });
  }, [link, client, navigate]);

  // Invisible: lets end-to-end tests (and the curious) see whether the link is up.
  return <span hidden data-testid="notice-link" data-state={open ? 'open' : state} />;
}
