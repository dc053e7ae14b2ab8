/**
 * Turns the tab's inspection hub on for a user who holds the inspector's menu (always in `npm run dev`),
 * and off (forgetting what it kept) for anyone else. The session and tags-view actors were created before
 * the grants were known, so they are adopted here.
 */
import { useEffect } from 'react';
import { findRouteByName } from '../../catalogue';
import { MACHINE_INSPECTOR_ROUTE } from '../../constants/inspector';
import { inspectionHub } from '../../machines/inspection';
import { SessionActorContext, useSessionContext } from '../session/session-context';
import { TagsActorContext } from '../tags/tags-context';

const INSPECTOR_MENU_ID = findRouteByName(MACHINE_INSPECTOR_ROUTE)?.menuId;

export function InspectionGate() {
  const granted = useSessionContext((context) => INSPECTOR_MENU_ID !== undefined && context.menuIds.includes(INSPECTOR_MENU_ID));
  const allowed = granted || import.meta.env.DEV;
  const session = SessionActorContext.useActorRef();
  const tags = TagsActorContext.useActorRef();
  useEffect(() => {
    inspectionHub.setEnabled(allowed);
    inspectionHub.adopt(session);
    inspectionHub.adopt(tags);
  }, [allowed, session, tags]);
  return null;
}
