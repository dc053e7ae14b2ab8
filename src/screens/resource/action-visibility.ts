import type { ActionDef } from '../../resources/types';

/** Whether a row shows an action: the server's `allows` decides where the action names one, then the action's own test. */
export function rowActionShown<Row>(action: ActionDef<Row>, row: Row): boolean {
  if (action.allow !== undefined) {
    const allows = (row as { allows?: readonly (string | null)[] | null }).allows;
    if (!allows?.includes(action.allow)) return false;
  }
  return !action.visible || action.visible(row);
}
