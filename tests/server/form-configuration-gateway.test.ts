/** Task screens read a configured form and check values through the gateway, with the generated documents. */
import { print } from 'graphql';
import { FormConfigurationByCodeDocument, ValidateFormValuesDocument } from '../../src/graphql/generated/graphql';
import { openGatewayServer, type GatewayTestServer } from '../helpers/gateway';

let s: GatewayTestServer;
let token: string;
beforeAll(async () => {
  s = await openGatewayServer();
  token = await s.login('jiedao');
});
afterAll(async () => {
  await s.close();
});

describe('configured forms through the gateway', () => {
  it('serves the enabled form of a code with typed fields to any signed-in user', async () => {
    const r = await s.graphql<{ formConfigurationByCode: { name: string; fields: { key: string; kind: string; options: { value: string }[] | null }[] } }>(
      print(FormConfigurationByCodeDocument),
      { token, variables: { code: 'fire_safety_check' } },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.formConfigurationByCode.name).toBe('消防安全检查记录表');
    const unitCategory = r.data?.formConfigurationByCode.fields.find((f) => f.key === 'unitCategory');
    expect(unitCategory).toMatchObject({ kind: 'select', options: [{ value: '1' }, { value: '2' }, { value: '3' }] });
  });

  it('checks values sent as JSON and names the fields', async () => {
    const values = { unitName: '华信大厦', checkDate: '2026-02-30', unitCategory: '1', passageClear: '1', hazardCount: -1, findings: '正常' };
    const r = await s.graphql<{ validateFormValues: { valid: boolean; errors: { key: string; message: string }[] } }>(print(ValidateFormValuesDocument), {
      token,
      variables: { input: { code: 'fire_safety_check', values } },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.validateFormValues).toEqual({
      valid: false,
      errors: [
        { key: 'checkDate', message: '检查日期应为有效日期（YYYY-MM-DD）' },
        { key: 'hazardCount', message: '发现隐患数不能小于0' },
      ],
    });
  });
});
