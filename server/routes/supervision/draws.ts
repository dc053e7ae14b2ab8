/** 双随机抽取 (xfaqjc 1030): the published draws and the areas a draw may target; the draw itself is /supervision/generateTask. */
import { Type } from '@sinclair/typebox';
import { PageQuery } from '../../http/paging';
import { defineRoute, type AnyRoute } from '../../http/route';
import { AreaChoice, areaChoices } from '../../services/supervision/area-choices';
import { DrawPage, drawHistory } from '../../services/supervision/draw-history';
import { screenGrants } from '../system/catalogue-menu';

const xfaqjc = screenGrants('xfaqjc', ['draw']);

export const drawRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/supervision/draws',
    operationId: 'randomDrawPage',
    summary: '双随机抽取公示：本单位及下级的历次抽取（时间、抽取人、随机种子、条件、符合条件的单位数、抽中的任务及执法人员）',
    access: xfaqjc.menuId,
    buttonId: xfaqjc.buttons.draw,
    graphql: 'query',
    audit: false,
    body: PageQuery,
    data: DrawPage,
    handler: ({ body, db, user }) => drawHistory(db, user!, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/supervision/areas',
    operationId: 'supervisionAreas',
    summary: '双随机抽取可选的行政区划（区域管理中的区县和街道）',
    access: xfaqjc.menuId,
    audit: false,
    data: Type.Array(AreaChoice),
    handler: ({ db, user }) => areaChoices(db, user!),
  }),
];
