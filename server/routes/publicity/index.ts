/**
 * 宣传库 (xck 8600) and 宣传审核 (dsh 8500) beyond their entities' standard routes (server/entities/publicity.entity.ts):
 * 提交审核 from each library screen, 审核通过 and 退回 from the review queue.
 */
import { Type } from '@sinclair/typebox';
import { publicityKnowledge, publicityReview, publicitySpecial } from '../../entities/publicity.entity';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute } from '../../http/route';
import { approvePublicity, returnPublicity, submitPublicity } from '../../services/publicity/moves';
import { RETURN_PUBLICITY_FIELDS } from '../../../src/shared/publicity-rules';
import { screenGrants } from '../system/catalogue-menu';

const dsh = screenGrants('dsh', ['approve', 'return']);
const Key = { id: Type.String({ title: '宣传ID', minLength: 1 }), version: VersionField };

function submitRoute(section: 'knowledge' | 'special') {
  const [screen, entity, url, operationId] = section === 'knowledge'
    ? (['xcZsk', publicityKnowledge, '/propaganda/data/submit', 'submitPublicityKnowledge'] as const)
    : (['xcZtfb', publicitySpecial, '/propaganda/special/submit', 'submitPublicitySpecial'] as const);
  const grants = screenGrants(screen, ['submit']);
  return defineRoute({
    method: 'POST',
    url,
    operationId,
    summary: `提交审核：草稿送宣传审核，审核通过后发布`,
    access: grants.menuId,
    buttonId: grants.buttons.submit,
    body: Type.Object(Key),
    data: entity.row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      await submitPublicity(db, user!, body, section);
      return entity.ops.detail(db, user!, body.id);
    },
  });
}

export const publicityRoutes: AnyRoute[] = [
  submitRoute('knowledge'),
  submitRoute('special'),
  defineRoute({
    method: 'POST',
    url: '/propaganda/data/approve',
    operationId: 'approvePublicity',
    summary: '审核通过：发布到所选渠道（计入公众服务统计），通知编写人',
    access: dsh.menuId,
    buttonId: dsh.buttons.approve,
    body: Type.Object(Key),
    data: publicityReview.row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      await approvePublicity(db, user!, body);
      return publicityReview.ops.detail(db, user!, body.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/propaganda/data/return',
    operationId: 'returnPublicity',
    summary: '退回：写明审核意见，退回草稿并通知编写人',
    access: dsh.menuId,
    buttonId: dsh.buttons.return,
    body: Type.Object({ ...Key, ...RETURN_PUBLICITY_FIELDS }),
    data: publicityReview.row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      await returnPublicity(db, user!, body);
      return publicityReview.ops.detail(db, user!, body.id);
    },
  }),
];
