/**
 * Wiring between the session and the rest of the shell: 408 from any call logs out; logout closes
 * every tab; the password reminder toast leads to editPassword.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { EDIT_PASSWORD_ROUTE_NAME, findRouteByName, LOGIN_PATH } from '../../catalogue';
import { setSessionExpiredHandler } from '../../lib/error-catalogue';
import { notify } from '../../lib/notify';
import { TagsActorContext } from '../tags/tags-context';
import { SessionActorContext } from './session-context';

export function ShellEffects() {
  const session = SessionActorContext.useActorRef();
  const tags = TagsActorContext.useActorRef();
  const navigate = useNavigate();

  useEffect(() => {
    // The guard sends the user to /login once the token is gone.
    setSessionExpiredHandler(() => session.send({ type: 'session.expired' }));
    return () => setSessionExpiredHandler(() => {});
  }, [session]);

  useEffect(() => {
    const loggedOut = session.on('session.loggedOut', (event) => {
      tags.send({ type: 'tags.reset' });
      // After a password change the user signs in afresh, not back to the edit-password page.
      if (event.reason === 'passwordChanged') navigate(LOGIN_PATH, { replace: true });
    });
    const reminder = session.on('session.passwordReminder', (event) => {
      const target = findRouteByName(EDIT_PASSWORD_ROUTE_NAME)?.fullPath;
      notify.warning(event.message, event.durationMs, target ? { onClick: () => navigate(target) } : undefined);
    });
    return () => {
      loggedOut.unsubscribe();
      reminder.unsubscribe();
    };
  }, [session, tags, navigate]);

  return null;
}
