/**
 * The actions a caller may take on one row, decided here and sent with the row: the client shows a
 * row's buttons from this list and never compares a status itself.
 */
import type { SessionUser } from '../http/route';
import type { AnyEntity } from './define-entity';
import type { GrantedOperation } from './types';

/** Row action keys of the standard operations (the keys the client's actions use). */
export const ACTION_OF: Partial<Record<GrantedOperation, string>> = { update: 'edit', remove: 'delete', enable: 'enable', disable: 'disable' };

export function allowedActions(
  entity: AnyEntity,
  row: Record<string, unknown>,
  user: SessionUser,
): string[] {
  const granted = (op: GrantedOperation) => {
    const rowButton = op === 'update' ? entity.spec.rowButtons?.update : undefined;
    const button = rowButton ? entity.writeGrants.buttons[rowButton(row as never)] : entity.buttonOf[op];
    return button === undefined || user.grants.has(button);
  };
  const out: string[] = [];
  for (const [op, action] of Object.entries(ACTION_OF) as [GrantedOperation, string][]) {
    if (!entity.spec.paths[op] || !granted(op)) continue;
    // Enabling an enabled row (or disabling a disabled one) is no action.
    if (op === 'enable' && row.enabled === true) continue;
    if (op === 'disable' && row.enabled === false) continue;
    out.push(action);
  }
  const holds = (buttonKey: string) => {
    const button = entity.writeGrants.buttons[buttonKey];
    return button !== undefined && user.grants.has(button);
  };
  const extra = entity.spec.allows?.(row as never, user, holds) ?? {};
  if (Array.isArray(extra)) {
    const standard = new Set(Object.values(ACTION_OF));
    return (extra as readonly string[]).filter((action) => !standard.has(action) || out.includes(action));
  }
  for (const [action, allowed] of Object.entries(extra)) {
    const at = out.indexOf(action);
    if (allowed === false && at >= 0) out.splice(at, 1);
    else if (allowed === true && at < 0) out.push(action);
  }
  return out;
}
