/** The 双随机 draw screen checks with /supervision/generateTask's own body, and refuses with its words. */
import { allRoutes } from '../../server/routes';
import { FormValidationError } from '../../src/resources/entity/input-validator';
import { drawSchema, drawValidator, type DrawValues } from '../../src/screens/supervision/draw-form';
import { campaignProblem } from '../../src/shared/campaign-rules';

const body = JSON.parse(JSON.stringify(allRoutes.find((r) => r.operationId === 'generateSupervisionTasks')!.body));
const OK: DrawValues = { unitCategory: '', areaCode: '', count: '3', endDate: '2099-06-30', seed: '' };

async function errors(values: DrawValues) {
  try {
    await drawValidator.validate(values as unknown as Record<string, unknown>, 'create');
    return {};
  } catch (error) {
    return (error as FormValidationError).fieldErrors;
  }
}

describe('双随机 draw form', () => {
  it('is the route body schema itself', () => {
    expect(JSON.parse(JSON.stringify(drawSchema))).toEqual(body);
  });

  it('lets good values through and names the field at fault', async () => {
    expect(await errors(OK)).toEqual({});
    expect(await errors({ ...OK, unitCategory: '1', seed: '4242' })).toEqual({});
    expect(Object.keys(await errors({ ...OK, count: '0' }))).toEqual(['count']);
    expect(Object.keys(await errors({ ...OK, endDate: '' }))).toEqual(['endDate']);
    expect(Object.keys(await errors({ ...OK, seed: '-1' }))).toEqual(['seed']);
  });
});

describe('专项监督检查 dates', () => {
  it('keeps the period in order and the due date inside it', () => {
    expect(campaignProblem({ periodFrom: '2099-01-01', periodTo: '2099-03-31', taskEndDate: '2099-03-15' })).toBeNull();
    expect(campaignProblem({ periodFrom: '2099-02-01', periodTo: '2099-01-31' })).toBe('结束日期不能早于开始日期');
    expect(campaignProblem({ periodFrom: '2099-02-01', taskEndDate: '2099-01-31' })).toBe('任务截止日期不能早于开始日期');
    expect(campaignProblem({ periodTo: '2099-02-01', taskEndDate: '2099-02-02' })).toBe('任务截止日期不能晚于结束日期');
  });
});
