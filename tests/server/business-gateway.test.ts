/** The client's business operations through the real GraphQL gateway (nullable inputs, enums, nested rows). */
import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import { users } from '../../server/db/schema';
import {
  AddLegalReviewDocument,
  LegalReviewDetailDocument,
  LegalReviewFormOptionsDocument,
  LegalReviewPageDocument,
  PersonalDetailsDocument,
  PersonalStatDocument,
  ReinspectionDetailDocument,
  ReinspectionPageDocument,
} from '../../src/graphql/generated/graphql';
import { openGatewayServer, type GatewayTestServer } from '../helpers/gateway';

let s: GatewayTestServer;
let dadui: string;
beforeAll(async () => {
  s = await openGatewayServer();
  dadui = await s.login('dadui');
});
afterAll(async () => {
  await s.close();
});

describe('business operations through the gateway', () => {
  it('pages, reads and adds legal reviews', async () => {
    const page = await s.graphql<{ legalReviewPage: { total: number; records: { id: string; phaseName: string; editable: boolean }[] } }>(print(LegalReviewPageDocument), {
      token: dadui,
      variables: { input: { current: 1, size: 10, reviewKind: 'tqsh', state: 'pending' } },
    });
    expect(page.errors).toBeUndefined();
    expect(page.data?.legalReviewPage.total).toBe(2);
    const options = await s.graphql<{ legalReviewFormOptions: { causes: unknown[]; handlers: { name: string }[] } }>(print(LegalReviewFormOptionsDocument), { token: dadui });
    expect(options.data?.legalReviewFormOptions.handlers.map((h) => h.name)).toContain('李明辉');
    const [fazhi] = await s.db.select({ userId: users.id }).from(users).where(eq(users.account, 'fazhi'));
    const input = { reviewKind: 'tqsh', caseName: '网关测试案', caseNo: null, partyName: '某公司', caseCause: null, handlerId: null, summary: '摘要', proposal: '意见', materials: ['询问笔录'], assigneeId: fazhi.userId, comment: null };
    const added = await s.graphql<{ addLegalReview: { id: string; phase: string } }>(print(AddLegalReviewDocument), { token: dadui, variables: { input } });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addLegalReview.phase).toBe('inApproval');
    const detail = await s.graphql<{ legalReviewDetail: { handlerName: string; allowedMoves: string[] } }>(print(LegalReviewDetailDocument), { token: dadui, variables: { id: added.data!.addLegalReview.id } });
    expect(detail.data?.legalReviewDetail).toMatchObject({ handlerName: '李明辉', allowedMoves: ['revoke'] });
  });

  it('reads re-inspections and duty declarations', async () => {
    const page = await s.graphql<{ reinspectionPage: { total: number } }>(print(ReinspectionPageDocument), { token: dadui, variables: { input: { outcome: 'pass' } } });
    expect(page.errors).toBeUndefined();
    expect(page.data?.reinspectionPage.total).toBe(2);
    const detail = await s.graphql<{ reinspectionDetail: { hazards: string[]; outcomeName: string } }>(print(ReinspectionDetailDocument), { token: dadui, variables: { id: 'fcys-demo-008' } });
    expect(detail.data?.reinspectionDetail.outcomeName).toBe('合格');
    const declaration = await s.graphql<{ personalDetails: { items: { score: number }[] } }>(print(PersonalDetailsDocument), { token: dadui, variables: { id: 'grlz-demo-031' } });
    expect(declaration.errors).toBeUndefined();
    expect(declaration.data?.personalDetails.items.length).toBeGreaterThan(0);
    const stat = await s.graphql<{ personalStat: { total: number } }>(print(PersonalStatDocument), { token: dadui, variables: { input: {} } });
    expect(stat.errors).toBeUndefined();
    expect(stat.data?.personalStat.total).toBeGreaterThan(0);
  });
});
