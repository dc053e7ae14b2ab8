import type { Db } from '../client';
import { caseCauses } from '../schema';
import { causeCode } from '../../services/case-causes';

const LAW = '《中华人民共和国消防法》';

/** The national list of common fire penalty case causes, with the articles they break and are punished under. */
const NATIONAL_CAUSES: [name: string, legalBasis: string, penaltyBasis: string][] = [
  ['消防设施未保持完好有效', `${LAW}第十六条第一款第二项`, `${LAW}第六十条第一款第一项`],
  ['占用、堵塞、封闭疏散通道', `${LAW}第二十八条`, `${LAW}第六十条第一款第三项`],
  ['埋压、圈占消火栓', `${LAW}第二十八条`, `${LAW}第六十条第一款第四项`],
  ['不及时消除火灾隐患', `${LAW}第十六条第一款第五项`, `${LAW}第六十条第一款第七项`],
  ['未经消防设计审查擅自施工', `${LAW}第十二条`, `${LAW}第五十八条第一款第一项`],
  ['违规使用明火作业', `${LAW}第二十一条`, `${LAW}第六十三条第二项`],
  ['消防控制室值班人员未持证上岗', `${LAW}第二十一条第二款`, `${LAW}第六十一条`],
];

/** Seeds the national list with fixed ids and times; counts start at zero until the first 同步. */
export async function seedCaseCauses(db: Db, anchor: Date): Promise<void> {
  await db.insert(caseCauses).values(
    NATIONAL_CAUSES.map(([name, legalBasis, penaltyBasis], i) => ({
      id: `cc-${i + 1}`,
      code: causeCode(i + 1),
      name,
      legalBasis,
      penaltyBasis,
      source: 'national' as const,
      createdAt: anchor,
      updatedAt: anchor,
    })),
  ).onConflictDoNothing();
}
