/** The common screens of an inspection task (record document, 项目详情, 其他检查记录) open from any of its lists. */
import { missingGrantMessage } from '../../auth/grants';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { screenGrants } from '../../routes/system/catalogue-menu';

/** 消防安全检查 (1030), 未完成任务 (2110), 已完成任务 (2120). */
const TASK_SCREENS = ['xfaqjc', 'wwjrw', 'ywjrw'].map((name) => screenGrants(name, []).menuId);

export async function requireTaskScreen(db: Db, user: SessionUser): Promise<void> {
  if (!TASK_SCREENS.some((menuId) => user.grants.has(menuId))) throw forbidden(await missingGrantMessage(db, TASK_SCREENS[0]));
}
