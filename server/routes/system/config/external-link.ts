import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../../http/route';
import { readExternalLinks } from '../../../services/system-config';
import { EXTERNAL_LINK_TYPES } from '../../../../src/shared/external-links';

/**
 * The external-link call: the address of an external platform, as configured in 系统配置 ('' when it is not).
 * Any signed-in user may ask: the menus that open these platforms are granted like any other.
 */
export const externalLinkRoute = defineRoute({
  method: 'GET',
  url: '/getXJurl',
  operationId: 'externalLink',
  summary: '外部系统地址（火灾调查 hzdc、信用管控 xygk、安全检查 aqjc、消防监督检查 xfjdjc、技术服务 jsfw）',
  access: 'session',
  audit: false,
  querystring: Type.Object({ type: Type.Union(EXTERNAL_LINK_TYPES.map((t) => Type.Literal(t)), { title: '外部系统类型' }) }),
  data: Type.Object({ type: Type.String({ title: '外部系统类型' }), url: Type.String({ title: '地址' }) }),
  handler: async ({ db, query }) => ({ type: query.type, url: (await readExternalLinks(db))[query.type] ?? '' }),
});
