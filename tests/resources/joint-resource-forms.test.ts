import committee from '../../src/resources/xawhygl.resource';
import places from '../../src/resources/jdcsgl.resource';
import standards from '../../src/resources/userManage.resource';
import assessment from '../../src/resources/kaopingsz.resource';
import type { AnyResource } from '../../src/resources/types';
import { formSamples } from './form-samples';
import { formValidator } from '../../src/screens/resource/form-validator';

/**
 * The forms of jdcsgl, userManage and kaopingsz have no catalogue page yet (the registry test cannot open them),
 * so their rules and mutation variables are checked here directly, with xawhygl's alongside.
 */
const cases: [AnyResource, string][] = [
  [committee, 'name'],
  [places, 'address'],
  [standards, 'unit'],
  [assessment, 'name'],
];

describe.each(cases)('form of %s', (definition, requiredText) => {
  const form = definition.form!;
  const sample = formSamples[definition.name];

  it('accepts the sample and builds the create input from it', async () => {
    const values = await formValidator(definition).validate({ ...form.defaults, ...sample }, 'create');
    expect(values).toBeTruthy();
    const { input } = form.create!.variables(values as never) as { input: Record<string, unknown> };
    expect(input[requiredText]).toBe(String(sample[requiredText]).trim());
  });

  it('refuses a blank required field with a Chinese message naming it', async () => {
    const label = form.sections.flatMap((s) => Object.entries(s.fields)).find(([name]) => name === requiredText)![1]!.label;
    await expect(formValidator(definition).validate({ ...form.defaults, ...sample, [requiredText]: '  ' }, 'create')).rejects.toThrow(`${label}不能为空`);
  });
});

describe('form mutations', () => {
  it('jdcsgl sends the street office, a numeric category and nulls for blank optional fields', async () => {
    // The form converts its values by the call's input schema (entity kit) before building the mutation.
    const values = await formValidator(places).validate({ ...places.form!.defaults, ...formSamples.specialPlace, category: '3', contactName: ' ', contactPhone: '' }, 'create');
    const { input } = places.form!.create!.variables(values as never) as { input: Record<string, unknown> };
    expect(input).toMatchObject({ organId: '1', category: 3, contactName: null, contactPhone: null, remark: null });
  });

  it('userManage keeps two decimals, treats a blank cap as no cap and refuses a cap below the score', async () => {
    const values = { ...standards.form!.defaults, ...formSamples.dutyStandard };
    // Only the id and version of the detail row go into the update.
    const row = { id: 'ds-1', version: 4 } as never;
    const edited = await formValidator(standards).validate({ ...values, monthlyCap: '' }, 'edit');
    const { input } = standards.form!.update!.variables(row, edited as never) as { input: Record<string, unknown> };
    expect(input).toMatchObject({ id: 'ds-1', version: 4, unitScore: 1.25, monthlyCap: null });
    await expect(formValidator(standards).validate({ ...values, monthlyCap: '' }, 'create')).resolves.toBeTruthy();
    await expect(formValidator(standards).validate({ ...values, unitScore: 1.255 }, 'create')).rejects.toThrow('单位分值最多保留两位小数');
    await expect(formValidator(standards).validate({ ...values, unitScore: 5, monthlyCap: 2 }, 'create')).rejects.toThrow('每月上限不能小于单位分值');
  });

  it('xawhygl sends the parent code only when given and never moves a department on edit', async () => {
    // The form converts its values by the call's input schema (entity kit) before building the mutation.
    const values = { ...committee.form!.defaults, ...formSamples.committeeDepartment };
    const checked = (v: Record<string, unknown>, mode: 'create' | 'edit') => formValidator(committee).validate(v, mode) as Promise<never>;
    const created = committee.form!.create!.variables(await checked({ ...values, parentCode: ' FT-ZJ ' }, 'create')) as { input: Record<string, unknown> };
    expect(created.input).toMatchObject({ parentCode: 'FT-ZJ', organId: null });
    const updated = committee.form!.update!.variables({ id: 'cd-1', version: 2 } as never, await checked({ ...values, parentCode: 'X' }, 'edit')) as { input: Record<string, unknown> };
    expect(updated.input).toMatchObject({ id: 'cd-1', version: 2 });
    expect(updated.input).not.toHaveProperty('parentCode');
    expect(updated.input).not.toHaveProperty('organId');
  });
});
