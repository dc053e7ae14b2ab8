/** 信用公示 (7000): the administrative penalty decisions made public; the 信用管控平台 menu opens the external platform. */
import { PenaltyDisclosurePageDocument } from '../graphql/generated/graphql';
import { filterText } from './business-shared';
import { defineResource } from './types';

export default defineResource({
  name: 'penaltyDisclosure',
  title: '信用公示',
  routeName: 'xyjgRoot',
  rowKey: 'id',
  list: {
    document: PenaltyDisclosurePageDocument,
    variables: ({ current, size, filters }) => ({ input: { current, size, keyword: filterText(filters, 'keyword') } }),
    select: (data) => data.penaltyDisclosurePage,
    columns: {
      partyName: { title: '当事人' },
      decisionNumber: { title: '决定书文号', width: 200 },
      causeName: { title: '违法行为' },
      penalty: { title: '处罚内容', width: 180 },
      decidedAt: { title: '决定日期', width: 120, render: 'date' },
      organName: { title: '处罚机关', width: 140 },
    },
    filters: [{ name: 'keyword', label: '当事人/文号', kind: 'text' }],
  },
});
