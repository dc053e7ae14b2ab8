/**
 * What the 流程定义 editor pages (spbz 审批步骤, glws 关联文书, glyw 关联业务; src/screens/system/lcgl) take from
 * the entity: its input schema (the basics validate with the server's own words) and its standard calls.
 * Their layouts (the live diagram beside the steps) are screens of their own, so they reach the entity here.
 */
import { flowDefinitionEntity as meta } from '../graphql/generated/entities/flow-definition';

export const flowDefinitionInput = meta.input;

export const flowDefinitionCalls = {
  detail: meta.operations.detail!,
  add: meta.operations.add!,
  update: meta.operations.update!,
};
