import { Type } from '@sinclair/typebox';
import { BizError, Code } from '../../../http/envelope';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { applyCauseCounts, type CountedCause } from '../../../services/case-causes';
import { xxjClient } from '../../../services/xxj-client';
import { caseCause } from '../../../entities/case-cause.entity';

const { menuId, buttons } = caseCause.writeGrants;

export const CAUSE_SYNC_FAILED = '案由同步失败：信息系统暂不可用，请稍后重试';

/** What 处罚案由 has beyond the reads of its entity (server/entities/case-cause.entity.ts). */
export const caseCauseRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/causeaction/sync',
    operationId: 'syncCaseCauses',
    summary: '从信息系统同步处罚案由及案件数',
    access: menuId,
    buttonId: buttons.sync,
    data: Type.Object({
      added: Type.Integer({ title: '新增案由数' }),
      updated: Type.Integer({ title: '更新案由数' }),
      total: Type.Integer({ title: '案由总数' }),
    }),
    handler: async ({ db, req, config, audit }) => {
      let counted: CountedCause[];
      try {
        counted = (await xxjClient(req.server, config).get<{ items: CountedCause[] }>('/statistics/topCaseCauses')).items;
      } catch (err) {
        req.log.warn({ err }, 'case cause sync: xxj call failed');
        throw new BizError(Code.INTERNAL, CAUSE_SYNC_FAILED);
      }
      const result = await applyCauseCounts(db, counted);
      audit.detail = `新增${result.added}条，更新${result.updated}条`;
      return result;
    },
  }),
];
