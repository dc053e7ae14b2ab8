/**
 * Hand-made forms outside src/resources check their values with the body schema of the route they submit
 * to: the form's schema is the route's (so a rule changed on the server reaches the form), and for each bad
 * value the form and the server refuse with the same message.
 */
import { allRoutes } from '../../server/routes';
import { personalInput, personalValidator, type PersonalFormValues } from '../../src/resources/personal-input';
import { FormValidationError } from '../../src/resources/entity/input-validator';
import { openTestApp, type TestApp } from '../helpers/app';
import { Type } from '@sinclair/typebox';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { declarationProblems, DECLARATION_FIELDS, outcomeNoteProblem, REINSPECTION_OUTCOME_FIELDS } from '../../src/shared/business-inputs';
import { LOGIN_FIELDS, UPDATE_PASSWORD_FIELDS } from '../../src/shared/auth-inputs';
import { editPasswordValidator } from '../../src/screens/common/editPassword/password-validator';
import { loginValidator } from '../../src/screens/login/login-validator';
import { emptyFlow, flowValidator } from '../../src/screens/system/lcgl/flow-form';
import { SEND_DEFAULTS, sendValidator } from '../../src/screens/common/message-centre/send-form';
import { moveValidator } from '../../src/screens/common/approval/move-form';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.close());

const bodyOf = (operationId: string) => JSON.parse(JSON.stringify(allRoutes.find((r) => r.operationId === operationId)!.body));

async function formErrors(values: PersonalFormValues): Promise<Record<string, string>> {
  try {
    await personalValidator.validate(values as unknown as Record<string, unknown>, 'edit');
    return {};
  } catch (error) {
    return (error as FormValidationError).fieldErrors;
  }
}

describe('个人中心 form and updatePersonalCenter', () => {
  it('checks with the route body schema itself', () => {
    expect(personalInput).toEqual(bodyOf('updatePersonalCenter'));
  });

  it('refuses what the server refuses, with the same message', async () => {
    const token = await t.login('dadui');
    const ok: PersonalFormValues = { name: '张三', phone: '', email: '' };
    const bad: [Partial<PersonalFormValues>, string, string][] = [
      [{ name: '  ' }, 'name', '姓名不能为空'],
      [{ name: '张'.repeat(33) }, 'name', '姓名长度不能超过32位'],
      [{ phone: '123' }, 'phone', '手机号码格式不正确'],
      [{ email: 'x@' }, 'email', '电子邮箱格式不正确'],
    ];
    for (const [change, field, message] of bad) {
      const values = { ...ok, ...change };
      expect(await formErrors(values)).toEqual({ [field]: message });
      const body = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() || (k === 'name' ? '' : undefined)]));
      expect((await t.call('POST', '/user/updatePersonalCenter', { token, body, query: {} })).msg).toBe(message);
    }
  });

  it('lets a good name, mobile, landline and email through', async () => {
    expect(await formErrors({ name: '张三', phone: '13800138000', email: 'a@b.cn' })).toEqual({});
    expect(await formErrors({ name: ' 张三 ', phone: '0755-12345678', email: '' })).toEqual({});
  });
});

const refusal = async (validate: Promise<unknown>): Promise<Record<string, string>> => validate.then(() => ({}), (error: FormValidationError) => error.fieldErrors);

describe('登录 and 修改密码 forms and their routes', () => {
  it('check with the routes\' body schemas', () => {
    expect(JSON.parse(JSON.stringify(Type.Object(LOGIN_FIELDS)))).toEqual(bodyOf('login'));
    expect(JSON.parse(JSON.stringify(Type.Object(UPDATE_PASSWORD_FIELDS)))).toEqual(bodyOf('updatePassword'));
  });

  it('login: an empty account is refused by both with the same words', async () => {
    expect(await refusal(loginValidator(false).validate({ account: '  ', password: 'x', captcha: '' }, 'create'))).toEqual({ account: '账号不能为空' });
    expect((await t.call('POST', '/login', { body: { account: '', password: 'x' }, query: {} })).msg).toBe('账号不能为空');
  });

  it('updatePassword: each policy breach is refused by both with the same words', async () => {
    const token = await t.login('dadui');
    const old = DEMO_PASSWORD;
    for (const [password, message] of [
      ['Ab1!', '新密码长度应为8到32位'],
      ['abcdefgh1', '新密码须包含大写字母、小写字母、数字、特殊符号中的至少3种'],
      ['Abc 12345', '新密码不能包含空格'],
      [old, '新密码不能与原密码相同'],
    ]) {
      expect(await refusal(editPasswordValidator('dadui').validate({ oldPassword: old, newPassword: password, confirmPassword: password }, 'edit'))).toEqual({ newPassword: message });
      expect((await t.call('POST', '/updatePassword', { token, body: { oldPassword: old, newPassword: password }, query: {} })).msg).toBe(message);
    }
  });
});

describe('审批 move dialog and submitFlowWork', () => {
  it('checks the opinion with the route\'s own field, worded by the dialog\'s label', async () => {
    const routeOpinion = bodyOf('submitFlowWork').properties.opinion;
    const tooLong = 'x'.repeat(routeOpinion.maxLength + 1);
    const form = { receiver: true, opinion: 'required' as const, opinionLabel: '审批意见' };
    expect(await refusal(moveValidator(form).validate({ assigneeId: '', opinion: ' ' }, 'edit'))).toEqual({ assigneeId: '请选择办理人', opinion: '审批意见不能为空' });
    expect(await refusal(moveValidator({ ...form, opinion: 'optional' }).validate({ assigneeId: 'u1', opinion: tooLong }, 'edit'))).toEqual({ opinion: `审批意见长度不能超过${routeOpinion.maxLength}位` });
    expect(await refusal(moveValidator({ ...form, opinion: 'optional' }).validate({ assigneeId: 'u1', opinion: '' }, 'edit'))).toEqual({});
  });
});

describe('发送消息 form and sendMsg / forwardMsg', () => {
  const typed = { forward: false, placeholders: null };
  const receivers = { receiverIds: ['someone'], organIds: [] };

  it('refuses an over-long title, content or comment as the server does', async () => {
    const token = await t.login('dadui');
    const title = 'x'.repeat(bodyOf('sendMsg').properties.title.maxLength + 1);
    const message = (await refusal(sendValidator(typed).validate({ ...SEND_DEFAULTS, receivers, title, content: '正文' }, 'create'))).title;
    expect(message).toBe('消息标题长度不能超过100位');
    expect((await t.call('POST', '/sys/notice/sendMsg', { token, body: { ...receivers, title, content: '正文' }, query: {} })).msg).toBe(message);
    const comment = 'x'.repeat(bodyOf('forwardMsg').properties.comment.maxLength + 1);
    const forwardMessage = (await refusal(sendValidator({ forward: true, placeholders: null }).validate({ ...SEND_DEFAULTS, receivers, comment }, 'create'))).comment;
    expect(forwardMessage).toBe('转发附言长度不能超过500位');
    expect((await t.call('POST', '/sys/notice/forwardMsg', { token, body: { id: 'any', ...receivers, comment }, query: {} })).msg).toBe(forwardMessage);
  });

  it('keeps the form\'s own rules: receivers, a typed title and content, the template\'s placeholders', async () => {
    expect(await refusal(sendValidator(typed).validate({ ...SEND_DEFAULTS, title: ' ' }, 'create'))).toEqual({ receivers: '请选择接收人或接收单位', title: '消息标题不能为空', content: '消息内容不能为空' });
    expect(await refusal(sendValidator({ forward: false, placeholders: ['name'] }).validate({ ...SEND_DEFAULTS, receivers }, 'create'))).toEqual({ values: '请填写模板占位符：name' });
    expect(await refusal(sendValidator(typed).validate({ ...SEND_DEFAULTS, receivers, title: '通知', content: '正文' }, 'create'))).toEqual({});
  });
});

describe('复查结论 form and recordReinspectionOutcome', () => {
  it('checks with the route\'s own fields and the same note rule', async () => {
    const route = bodyOf('recordReinspectionOutcome').properties;
    expect(route.outcome).toEqual(JSON.parse(JSON.stringify(REINSPECTION_OUTCOME_FIELDS.outcome)));
    expect(route.outcomeNote).toEqual(JSON.parse(JSON.stringify(REINSPECTION_OUTCOME_FIELDS.outcomeNote)));
    expect(outcomeNoteProblem('fail', '  ')).toBe('复查不合格时须填写结论说明');
    expect(outcomeNoteProblem('pass', '')).toBeNull();
  });
});

describe('流程定义 editor and addFlowDefinition', () => {
  it('checks the basics with the route\'s own fields', async () => {
    const route = bodyOf('addFlowDefinition').properties;
    const name = 'x'.repeat(route.name.maxLength + 1);
    const errors = await refusal(flowValidator.validate({ ...emptyFlow(), name } as unknown as Record<string, unknown>, 'create'));
    expect(errors).toMatchObject({ busiTypeCode: '业务类型不能为空', name: `流程名称长度不能超过${route.name.maxLength}位` });
    const token = await t.login('admin');
    expect((await t.call('POST', '/flow/def/basic/add', { token, body: { busiTypeCode: '', name: '流程', steps: [] }, query: {} })).msg).toBe('业务类型不能为空');
  });
});

describe('申报 dialog and savePersonals', () => {
  it('check with the same fields and the same kind rule', () => {
    const route = bodyOf('savePersonals').properties;
    for (const name of ['period', 'items', 'reason'] as const) expect(route[name]).toEqual(JSON.parse(JSON.stringify(DECLARATION_FIELDS[name])));
    expect(declarationProblems('grss', '  ', 0)).toEqual({ reason: '申诉理由不能为空' });
    expect(declarationProblems('grgz', null, 0)).toEqual({ items: '申报项目不能为空' });
    expect(declarationProblems('grgz', null, 1)).toEqual({});
  });
});
