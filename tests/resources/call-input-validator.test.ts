/** Entity kit, client: a hand-made form checks the call's own input schema (shared with the server's route), no yup copy. */
import { Type } from '@sinclair/typebox';
import { FormValidationError, callInputValidator } from '../../src/resources/entity/input-validator';
import type { JsonSchema } from '../../src/shared/validation/json-schema';

const schema = Type.Object({
  companyName: Type.String({ title: '单位名称', minLength: 1, maxLength: 100 }),
  address: Type.String({ title: '单位地址', minLength: 1, maxLength: 200 }),
  hazards: Type.Array(Type.String({ title: '整改项', maxLength: 200 }), { title: '整改项', minItems: 1, maxItems: 50 }),
  phone: Type.String({ title: '联系电话', pattern: '^[0-9][0-9-]{6,19}$' }),
  remark: Type.String({ title: '备注', maxLength: 10 }),
}) as unknown as JsonSchema;
const VALID = { companyName: '某商场', address: '福田区1号', hazards: '疏散通道堆放杂物', phone: '13800001111', remark: '' };
const toInput = (v: typeof VALID) => ({ ...v, companyName: v.companyName.trim(), hazards: v.hazards.split('\n').map((h) => h.trim()).filter(Boolean) });
const validator = callInputValidator(schema, toInput, (v, mode): Record<string, string> => (mode === 'create' && !('assigneeId' in v) ? { assigneeId: '请选择接收人' } : {}));

const errorsOf = async (values: Record<string, unknown>, mode: 'create' | 'edit' = 'edit') => {
  try {
    await validator.validate(values, mode);
    return {};
  } catch (error) {
    return (error as FormValidationError).fieldErrors;
  }
};

describe('callInputValidator', () => {
  it('says what the server says, an empty text or list being not given where it may not be empty', async () => {
    expect(await errorsOf({ ...VALID, companyName: '  ', hazards: '', phone: '12' })).toEqual({ companyName: '单位名称不能为空', hazards: '整改项不能为空', phone: '联系电话格式不正确' });
    expect(await errorsOf({ ...VALID, address: '长'.repeat(201) })).toEqual({ address: '单位地址长度不能超过200位' });
  });

  it('adds the form\'s own rules and passes valid values on unchanged', async () => {
    expect(await errorsOf(VALID, 'create')).toEqual({ assigneeId: '请选择接收人' });
    await expect(validator.validate(VALID, 'edit')).resolves.toBe(VALID);
  });
});
