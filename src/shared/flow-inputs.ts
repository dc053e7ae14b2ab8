/** Fields of the approval moves (/flow/runtime/*): the routes validate with them, the move dialog checks with them. */
import { Type } from '@sinclair/typebox';

export const OPINION_MAX = 500;
export const Opinion = Type.String({ title: '审批意见', maxLength: OPINION_MAX });
export const AssigneeId = Type.String({ title: '办理人', minLength: 1, maxLength: 64 });
