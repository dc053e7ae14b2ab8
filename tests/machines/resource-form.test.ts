import { createActor, fromPromise, waitFor } from 'xstate';
import { inputValidator } from '../../src/resources/entity/input-validator';
import { resourceFormMachine, type FormValues, type LoadedRecord, type SubmitInput, type SubmitResult } from '../../src/machines/resource-form';
import { resetNotifier, setNotifier } from '../../src/lib/notify';

// The kit's own validator over a small input schema (text trimmed, messages by validationMessage).
const validator = inputValidator({
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', title: '姓名', minLength: 1 }, phone: { type: 'string', title: '手机号码', pattern: '^(1\\d{10})?$' } },
});

const conflictError = Object.assign(new Error('数据已被他人修改，请刷新后重试'), {
  errors: [{ message: '数据已被他人修改，请刷新后重试', extensions: { code: 'BUSINESS_ERROR', bizCode: 409 } }],
});

function start(options: {
  mode?: 'create' | 'edit';
  load?: (id: string) => Promise<LoadedRecord>;
  submit?: (input: SubmitInput) => Promise<SubmitResult>;
} = {}) {
  const submitted: SubmitInput[] = [];
  const loads: string[] = [];
  const machine = resourceFormMachine.provide({
    actors: {
      loadRecord: fromPromise(async ({ input }: { input: { id: string } }) => {
        loads.push(input.id);
        return (options.load ?? (async () => ({ row: { id: input.id, version: 1 }, values: { name: '张三', phone: '' } })))(input.id);
      }),
      validate: fromPromise(({ input }: { input: FormValues }) => validator.validate(input, 'create') as Promise<FormValues>),
      submit: fromPromise(async ({ input }: { input: SubmitInput }) => {
        submitted.push(input);
        return options.submit?.(input);
      }),
    },
  });
  const mode = options.mode ?? 'create';
  const actor = createActor(machine, {
    input: { mode, id: mode === 'edit' ? '7' : undefined, defaults: { name: '', phone: '' } },
  }).start();
  return { actor, submitted, loads };
}

describe('resource-form machine', () => {
  const notices: string[] = [];
  beforeEach(() => {
    notices.length = 0;
    setNotifier({ success: (m) => notices.push(m), error: (m) => notices.push(`error:${m}`), info: () => {}, warning: () => {} });
  });
  afterEach(() => resetNotifier());

  it('creating starts editing with the defaults', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({ name: '', phone: '' });
  });

  it('editing loads the record first', async () => {
    const { actor, loads } = start({ mode: 'edit' });
    expect(actor.getSnapshot().value).toBe('loading');
    const state = await waitFor(actor, (s) => s.matches('editing'));
    expect(loads).toEqual(['7']);
    expect(state.context.values).toEqual({ name: '张三', phone: '' });
    expect(state.context.row).toEqual({ id: '7', version: 1 });
  });

  it('a failed load says why and can be retried', async () => {
    let fail = true;
    const { actor } = start({
      mode: 'edit',
      load: async (id) => {
        if (fail) throw new Error('记录不存在');
        return { row: { id }, values: { name: '李四' } };
      },
    });
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context.error).toBe('记录不存在');
    fail = false;
    actor.send({ type: 'form.retry' });
    expect((await waitFor(actor, (s) => s.matches('editing'))).context.values.name).toBe('李四');
  });

  it('invalid values go back to editing with each field message and submit nothing', async () => {
    const { actor, submitted } = start();
    actor.send({ type: 'form.submit', values: { name: ' ', phone: '123' } });
    expect(actor.getSnapshot().value).toBe('validating');
    const state = await waitFor(actor, (s) => s.matches('editing'));
    expect(state.context.fieldErrors).toEqual({ name: '姓名不能为空', phone: '手机号码格式不正确' });
    expect(state.context.values).toEqual({ name: ' ', phone: '123' });
    expect(submitted).toEqual([]);
  });

  it('keeps the notice the save yields (an initial password) in the final context', async () => {
    const notice = { message: '用户 王五（wangwu） 的初始密码为：Init@123，请妥善告知本人，此密码仅显示一次', copy: 'Init@123' };
    const { actor } = start({ submit: async () => ({ notice }) });
    actor.send({ type: 'form.submit', values: { name: '王五', phone: '' } });
    const state = await waitFor(actor, (s) => s.status === 'done');
    expect(state.context.notice).toEqual(notice);
  });

  it('valid values are submitted as cast by the schema; done says 操作成功', async () => {
    const { actor, submitted } = start();
    actor.send({ type: 'form.submit', values: { name: ' 王五 ', phone: '13800000000' } });
    await waitFor(actor, (s) => s.matches('submitting'));
    const state = await waitFor(actor, (s) => s.status === 'done');
    expect(state.value).toBe('done');
    expect(submitted).toEqual([{ mode: 'create', id: undefined, row: undefined, values: { name: '王五', phone: '13800000000' } }]);
    expect(notices).toEqual(['操作成功']);
  });

  it('editing submits with the loaded row (its version)', async () => {
    const { actor, submitted } = start({ mode: 'edit' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.submit', values: { name: '张三丰', phone: '' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted[0]).toMatchObject({ mode: 'edit', id: '7', row: { version: 1 }, values: { name: '张三丰' } });
  });

  it('a server error shows its message and keeps every value; the user can submit again', async () => {
    let fail = true;
    const { actor, submitted } = start({
      submit: async () => {
        if (fail) throw new Error('账号已存在');
      },
    });
    const values = { name: '赵六', phone: '13900000000' };
    actor.send({ type: 'form.submit', values });
    const state = await waitFor(actor, (s) => s.matches('error'));
    expect(state.context.error).toBe('账号已存在');
    expect(state.context.values).toEqual(values);
    actor.send({ type: 'form.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeUndefined();
    fail = false;
    actor.send({ type: 'form.submit', values });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toHaveLength(2);
  });

  it('a version conflict (409) keeps the input, says so, and can reload the latest record', async () => {
    const { actor, loads } = start({ mode: 'edit', submit: async () => Promise.reject(conflictError) });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.submit', values: { name: '我的修改', phone: '' } });
    const state = await waitFor(actor, (s) => s.matches('conflict'));
    expect(state.context.error).toBe('数据已被他人修改，请刷新后重试');
    expect(state.context.values.name).toBe('我的修改');
    actor.send({ type: 'form.reload' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(loads).toEqual(['7', '7']);
  });

  it('a REST conflict (envelope code 409) is a conflict too', async () => {
    const { actor } = start({ submit: async () => Promise.reject(Object.assign(new Error('冲突'), { code: 409 })) });
    actor.send({ type: 'form.submit', values: { name: '甲', phone: '' } });
    expect((await waitFor(actor, (s) => s.matches('conflict'))).context.error).toBe('冲突');
  });
});
