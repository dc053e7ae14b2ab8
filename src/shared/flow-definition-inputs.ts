/**
 * What the flow editor sends (addFlowDefinition, updateFlowDefinition and the paperwork / linked business
 * calls): the routes validate with these fields, the services take their Static<> types.
 */
import { Type } from '@sinclair/typebox';

const Codes = (title: string, item: string) => Type.Array(Type.String({ title: item, maxLength: 50 }), { title, maxItems: 100 });
export const Paperwork = Codes('关联文书', '文书模板编码');
export const LinkedBusiness = Codes('关联业务', '业务类型编码');

/** A step as the editor sends it; the rules (validateFlowDefinition) check the rest and name the step. */
export const StepInput = Type.Object(
  {
    key: Type.String({ title: '步骤标识', maxLength: 50 }),
    name: Type.String({ title: '步骤名称', maxLength: 50 }),
    receiver: Type.Object(
      {
        kind: Type.String({ title: '接收人类型', maxLength: 20 }),
        value: Type.Optional(Type.Union([Type.String({ title: '接收人', maxLength: 64 }), Type.Null()], { title: '接收人' })),
      },
      { title: '接收人' },
    ),
    actions: Type.Array(Type.String({ title: '操作', maxLength: 20 }), { title: '可用操作', maxItems: 20 }),
    timeLimitHours: Type.Optional(Type.Union([Type.Number({ title: '办理时限（小时）' }), Type.Null()], { title: '办理时限（小时）' })),
  },
  { title: '审批步骤' },
);

export const DefinitionFields = {
  busiTypeCode: Type.String({ title: '业务类型', minLength: 1, maxLength: 50 }),
  name: Type.String({ title: '流程名称', minLength: 1, maxLength: 50 }),
  remark: Type.Optional(Type.Union([Type.String({ title: '备注', maxLength: 200 }), Type.Null()], { title: '备注' })),
  steps: Type.Array(StepInput, { title: '审批步骤', maxItems: 30 }),
  paperwork: Type.Optional(Paperwork),
  linkedBusiness: Type.Optional(LinkedBusiness),
};
