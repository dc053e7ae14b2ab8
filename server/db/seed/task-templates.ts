import type { Db } from '../client';
import { taskTemplates } from '../schema';
import { DAY_MS } from './constants';

/** The task templates the demo ships with (three enabled, one disabled), fixed ids and times. */
export async function seedTaskTemplates(db: Db, anchor: Date): Promise<void> {
  const at = (days: number) => new Date(anchor.getTime() - days * DAY_MS);
  await db.insert(taskTemplates).values([
    { id: 'tt-daily-inspection', name: '日常消防监督检查', taskType: 'inspection', description: '社会单位日常消防监督检查的通用检查项', items: ['消防安全责任制落实情况', '消防设施器材完好有效', '疏散通道、安全出口畅通', '消防控制室值班情况'], enabled: true, creatorName: '系统管理员', createdAt: at(90), updatedAt: at(90) },
    { id: 'tt-spot-check', name: '双随机抽查', taskType: 'spotCheck', description: '“双随机、一公开”抽查', items: ['消防安全管理制度', '建筑消防设施检测报告', '员工消防安全培训记录'], enabled: true, creatorName: '系统管理员', createdAt: at(80), updatedAt: at(40) },
    { id: 'tt-rectify-review', name: '隐患整改复查', taskType: 'rectifyReview', items: ['责令改正事项整改情况', '整改佐证材料'], enabled: true, creatorName: '系统管理员', createdAt: at(70), updatedAt: at(70) },
    { id: 'tt-propaganda', name: '消防宣传进社区', taskType: 'propaganda', items: ['宣传资料发放', '灭火器使用演示'], enabled: false, remark: '待完善', creatorName: '系统管理员', createdAt: at(20), updatedAt: at(20) },
  ]).onConflictDoNothing();
}
