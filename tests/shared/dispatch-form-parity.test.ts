/**
 * The 办理 (大型活动) and 生成任务 (移交) forms check with the fields of the routes they submit to, and refuse
 * bad values with the server's words.
 */
import { allRoutes } from '../../server/routes';
import { FormValidationError } from '../../src/resources/entity/input-validator';
import {
  DISPATCH_DEFAULTS, eventDispatchSchema, eventDispatchValidator, handoverDispatchSchema, handoverDispatchValidator, type DispatchValues,
} from '../../src/screens/supervision/dispatch-form';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.close());

const bodyOf = (operationId: string) => JSON.parse(JSON.stringify(allRoutes.find((r) => r.operationId === operationId)!.body));
const refusal = async (validate: Promise<unknown>): Promise<Record<string, string>> => validate.then(() => ({}), (error: FormValidationError) => error.fieldErrors);
const OK: DispatchValues = { ...DISPATCH_DEFAULTS, companyId: 'c1', agentId: 'u1', assistantHandlerId: 'u2', endDate: '2099-01-01' };

describe('办理 / 生成任务 / 检查登记 forms and their routes', () => {
  it('check with the route bodies’ own fields', () => {
    for (const [schema, operationId] of [[eventDispatchSchema, 'dispatchLargeEventCheck'], [eventDispatchSchema, 'dispatchSafetyCheck'], [handoverDispatchSchema, 'acceptHandover']] as const) {
      const body = bodyOf(operationId);
      const own = JSON.parse(JSON.stringify(schema));
      for (const [name, field] of Object.entries(own.properties as Record<string, unknown>)) expect(body.properties[name], `${operationId}.${name}`).toEqual(field);
    }
  });

  it('refuse what the server refuses, with the same words', async () => {
    expect(await refusal(eventDispatchValidator.validate({ ...OK, agentId: '' } as unknown as Record<string, unknown>, 'create'))).toMatchObject({ agentId: '主办人不能为空' });
    expect(await refusal(handoverDispatchValidator.validate({ ...OK, companyId: '' } as unknown as Record<string, unknown>, 'create'))).toMatchObject({ companyId: '社会单位不能为空' });
    const dateErrors = await refusal(eventDispatchValidator.validate({ ...OK, endDate: '2099/01/01' } as unknown as Record<string, unknown>, 'create'));
    const token = await t.login('dadui');
    const env = await t.call('POST', '/largescaleactivityinspection/addSuperInspect', { token, body: { id: 'le-none', version: 1, agentId: 'u1', assistantHandlerId: 'u2', endDate: '2099/01/01' } });
    expect(env.msg).toBe(dateErrors.endDate);
    expect(await refusal(eventDispatchValidator.validate(OK as unknown as Record<string, unknown>, 'create'))).toEqual({});
  });
});
