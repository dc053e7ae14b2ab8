/** 专项监督检查 (zxjdjc 1040) beyond its entity's standard routes: 发布, 关闭 and the areas a campaign may target. */
import { Type } from '@sinclair/typebox';
import { campaign } from '../../entities/campaign.entity';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute } from '../../http/route';
import { closeCampaign, publishCampaign } from '../../services/campaign/publish';
import { AreaChoice, areaChoices } from '../../services/supervision/area-choices';
import { screenGrants } from '../system/catalogue-menu';

const zxjdjc = screenGrants('zxjdjc', ['publish', 'close']);
const Key = Type.Object({ id: Type.String({ title: '专项检查ID', minLength: 1 }), version: VersionField });

export const campaignRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/supervision/campaign/publish',
    operationId: 'publishCampaign',
    summary: '发布专项监督检查：为组织单位及下级监管的、符合检查对象类别和检查区域的每个社会单位下发一个检查任务（两名组织单位执法人员，全部或全不）',
    access: zxjdjc.menuId,
    buttonId: zxjdjc.buttons.publish,
    body: Key,
    data: campaign.row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      const row = await publishCampaign(db, user!, body);
      audit.detail = `下发${row.progress.total}个任务`;
      return row;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/supervision/campaign/close',
    operationId: 'closeCampaign',
    summary: '关闭已发布的专项监督检查（其任务照常办理）',
    access: zxjdjc.menuId,
    buttonId: zxjdjc.buttons.close,
    body: Key,
    data: campaign.row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      return closeCampaign(db, user!, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/supervision/campaign/areas',
    operationId: 'campaignAreas',
    summary: '专项监督检查可选的检查区域（区域管理中的区县和街道）',
    access: zxjdjc.menuId,
    audit: false,
    data: Type.Array(AreaChoice),
    handler: ({ db, user }) => areaChoices(db, user!),
  }),
];
