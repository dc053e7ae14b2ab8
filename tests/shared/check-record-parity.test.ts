/**
 * The check record form (检查记录) and the 限期改正 notice form check with the fields of the routes they submit
 * to, and refuse bad values with the server's words.
 */
import { allRoutes } from '../../server/routes';
import { FormValidationError } from '../../src/resources/entity/input-validator';
import { checkRecordSchema, checkRecordValidator, type CheckRecordValues } from '../../src/screens/supervision/check-record-form';
import { deadlineNoticeValidator } from '../../src/screens/supervision/RectifyNoticeScreen';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.close());

const bodyOf = (operationId: string) => JSON.parse(JSON.stringify(allRoutes.find((r) => r.operationId === operationId)!.body));
const refusal = async (validate: Promise<unknown>): Promise<Record<string, string>> => validate.then(() => ({}), (error: FormValidationError) => error.fieldErrors);

const OK: CheckRecordValues = {
  checkDate: '2026-01-05', templateId: '', checkItems: [{ item: '疏散通道', passed: true, finding: '' }], hazards: [{ description: '灭火器失效', level: 'general' }],
  checkResult: 'immediate', causeId: 'cc-1', unitSigner: '王经理', checkRemark: '',
};

describe('检查记录 form and recordSupervisionCheck', () => {
  it('checks with the route body’s own fields', () => {
    const body = bodyOf('recordSupervisionCheck');
    const own = JSON.parse(JSON.stringify(checkRecordSchema));
    for (const [name, schema] of Object.entries(own.properties as Record<string, unknown>)) expect(body.properties[name], name).toEqual(schema);
  });

  it('refuses what the server refuses, with the same words', async () => {
    const token = await t.login('dadui');
    const cases: [Partial<CheckRecordValues>, string, string][] = [
      [{ unitSigner: '  ' }, 'unitSigner', '被检查单位签字人不能为空'],
      [{ checkDate: '2026/01/05' }, 'checkDate', '检查日期格式不正确'],
      [{ checkResult: 'qualified' }, 'checkResult', '检查结果为合格时不能填写火灾隐患'],
    ];
    for (const [change, field, message] of cases) {
      const errors = await refusal(checkRecordValidator.validate({ ...OK, ...change } as unknown as Record<string, unknown>, 'edit'));
      expect(errors[field], field).toBe(message);
    }
    // The schema's words, answered before the task is read.
    const env = await t.call('POST', '/supervision/checkRecord', { token, body: { id: 'st-none', version: 1, ...OK, templateId: null, checkRemark: null, unitSigner: '' } });
    expect(env.msg).toBe('被检查单位签字人不能为空');
  });

  it('takes a 合格 record with no hazards (an empty list the schema allows is given, not missing)', async () => {
    const qualified = { ...OK, hazards: [], checkResult: 'qualified', causeId: '' };
    expect(await refusal(checkRecordValidator.validate(qualified as unknown as Record<string, unknown>, 'edit'))).toEqual({});
    expect((await refusal(checkRecordValidator.validate({ ...OK, checkItems: [] } as unknown as Record<string, unknown>, 'edit'))).checkItems).toBe('检查项不能为空');
  });
});

describe('责令限期改正通知书 form and issueSupervisionDeadlineNotice', () => {
  it('refuses a period out of bounds as the server does', async () => {
    const token = await t.login('dadui');
    const errors = await refusal(deadlineNoticeValidator.validate({ rectifyWorkingDays: '0' }, 'edit'));
    const env = await t.call('POST', '/supervision/deadlineNotice', { token, body: { id: 'st-none', version: 1, rectifyWorkingDays: 0 } });
    expect(errors.rectifyWorkingDays).toBe(env.msg);
    expect(env.code).toBe(400);
  });
});
