/**
 * The json parts of a flow definition as the editor sends them (the steps, the paperwork and the linked
 * business): the table's column descriptions (server/db/schema/flow-definitions.ts) take them, so the
 * entity's add and update (server/entities/flow-definition.entity.ts) and the client meta validate with them.
 */
import { Type } from '@sinclair/typebox';
import { FLOW_DEFINITION_LIMITS as L } from '../constants/flow-limits';

export { FLOW_DEFINITION_LIMITS } from '../constants/flow-limits';

const Codes = (title: string, item: string) => Type.Array(Type.String({ title: item, maxLength: L.codeMax }), { title, maxItems: L.linksMax });
export const Paperwork = Codes('关联文书', '文书模板编码');
export const LinkedBusiness = Codes('关联业务', '业务类型编码');

/**
 * A step as the editor sends it. What makes the steps runnable (a key a state can be named by, a receiver
 * its kind asks for, known actions, unique keys) is checked for all steps at once by validateFlowDefinition
 * (src/shared/flow-definition-rules.ts), which names each step at fault, on both sides alike.
 */
export const StepInput = Type.Object(
  {
    key: Type.String({ title: '步骤标识', maxLength: L.stepKeyMax }),
    name: Type.String({ title: '步骤名称', maxLength: L.stepNameMax }),
    receiver: Type.Object(
      {
        kind: Type.String({ title: '接收人类型', maxLength: 20 }),
        value: Type.Optional(Type.Union([Type.String({ title: '接收人', maxLength: L.receiverValueMax }), Type.Null()], { title: '接收人' })),
      },
      { title: '接收人' },
    ),
    actions: Type.Array(Type.String({ title: '操作', maxLength: 20 }), { title: '可用操作', maxItems: L.actionsMax }),
    timeLimitHours: Type.Optional(Type.Union([Type.Number({ title: '办理时限（小时）' }), Type.Null()], { title: '办理时限（小时）' })),
  },
  { title: '审批步骤' },
);
