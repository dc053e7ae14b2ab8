/** The confirm question of an action: its own text, or 确定删除吗? for deletions, or 确定<label>吗?. */
import { common } from '../../messages/common';
import type { ActionDef } from '../../resources/types';
import { dataText } from '../../components/data/messages';

const DELETE_KEY = /delete|remove/i;

export function confirmTextOf(action: ActionDef<unknown>): string | undefined {
  if (!action.confirm) return undefined;
  if (typeof action.confirm === 'string') return action.confirm;
  return DELETE_KEY.test(action.key) ? common.confirmDelete : dataText.confirmAction(action.label);
}
