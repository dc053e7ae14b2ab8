/** 培训任务 (pxrw 8400) beyond its entity's standard routes (server/entities/training-session.entity.ts): 培训登记, 办结, 取消. */
import { Type, type TProperties } from '@sinclair/typebox';
import { trainingSession, type TrainingSessionRow } from '../../entities/training-session.entity';
import { VersionField } from '../../http/record-fields';
import { defineRoute, type AnyRoute, type SessionUser } from '../../http/route';
import type { Db } from '../../db/client';
import { cancelTraining, closeTraining, holdTraining } from '../../services/training/moves';
import { CANCEL_TRAINING_FIELDS, HOLD_TRAINING_FIELDS } from '../../../src/shared/training-rules';
import { screenGrants } from '../system/catalogue-menu';

const pxrw = screenGrants('pxrw', ['hold', 'close', 'cancel']);
const Key = { id: Type.String({ title: '培训ID', minLength: 1 }), version: VersionField };

function moveRoute<F extends TProperties>(url: string, operationId: string, summary: string, button: number, fields: F, handler: (db: Db, user: SessionUser, body: never) => Promise<TrainingSessionRow>) {
  return defineRoute({
    method: 'POST',
    url,
    operationId,
    summary,
    access: pxrw.menuId,
    buttonId: button,
    body: Type.Object({ ...Key, ...fields }),
    data: trainingSession.row,
    handler: async ({ body, db, user, audit }) => {
      audit.target = (body as unknown as { id: string }).id;
      return handler(db, user!, body as never);
    },
  });
}

export const trainingRoutes: AnyRoute[] = [
  moveRoute('/training/hold', 'holdTraining', '培训登记：登记每个参训单位的签到人数（计入公众服务统计）', pxrw.buttons.hold, HOLD_TRAINING_FIELDS, holdTraining),
  moveRoute('/training/close', 'closeTraining', '办结已培训的培训任务', pxrw.buttons.close, {}, closeTraining),
  moveRoute('/training/cancel', 'cancelTraining', '取消待培训的培训任务（须写明原因）', pxrw.buttons.cancel, CANCEL_TRAINING_FIELDS, cancelTraining),
];
