import { Type } from '@sinclair/typebox';
import { BizError, Code } from '../../../http/envelope';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { syncCompanies, type RegisteredCompany } from '../../../services/society-company-sync';
import { xxjClient } from '../../../services/xxj-client';
import { SHDW_MENU } from './grants';

export const COMPANY_SYNC_FAILED = '社会单位同步失败：信息系统暂不可用，请稍后重试';

export const companySyncRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/societyCompany/syncXXj',
    operationId: 'syncSocietyCompanies',
    summary: '从信息系统同步社会单位（按统一社会信用代码新增或更新）',
    // The spec gives 社会单位 no button ids (sync included): the list menu grants it.
    access: SHDW_MENU,
    data: Type.Object({
      added: Type.Integer({ title: '新增单位数' }),
      updated: Type.Integer({ title: '更新单位数' }),
      unchanged: Type.Integer({ title: '未变化单位数' }),
      skipped: Type.Integer({ title: '跳过单位数' }),
    }),
    handler: async ({ db, req, config, user, audit }) => {
      let items: RegisteredCompany[];
      try {
        items = (await xxjClient(req.server, config).get<{ items: RegisteredCompany[] }>('/companies')).items;
      } catch (err) {
        req.log.warn({ err }, 'company sync: xxj call failed');
        throw new BizError(Code.INTERNAL, COMPANY_SYNC_FAILED);
      }
      const result = await syncCompanies(db, user!, items);
      audit.detail = `新增${result.added}个，更新${result.updated}个，未变化${result.unchanged}个，跳过${result.skipped}个`;
      return result;
    },
  }),
];
