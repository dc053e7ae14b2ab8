import { findRouteByName, NOTIFICATION_TARGETS } from '../../src/catalogue';
import { noticePath, targetOf, targetPath, type NoticeLike } from '../../src/app/notice/targets';
import { builtScreenNames } from '../../src/screens/registry';

const flow = (extra: NoticeLike): NoticeLike => ({ id: 'n-1', category: 'flow', flowWorkId: 'fw-00001', busiTypeCode: 'xfjdjc', busiInstId: 'xfjdjc-demo-001', hasNextTask: true, ...extra });
const business = (taskCategory: string): NoticeLike => ({ id: 'n-2', category: 'task', taskCategory, taskId: 't-1', taskDetailId: 'td-1', caseTransId: null });

/** One notice for every click-through target of the spec, and what it opens. */
const CASES: Record<string, { notice: NoticeLike; query: Record<string, string> }> = {
  fireStationDetail: { notice: business('fireStationDetail'), query: { taskId: 't-1', taskDetailId: 'td-1', id: 'td-1' } },
  yjrw: { notice: { ...business('yjrw'), caseTransId: 'ct-1' }, query: { taskId: 't-1', taskDetailId: 'td-1', caseTransId: 'ct-1', id: 'td-1' } },
  xfNotDeal: { notice: { taskCategory: 'xfNotDeal', busiTypeCode: 'tsjb', busiInstId: 'ts-1' }, query: { busiTypeCode: 'tsjb', busiInstId: 'ts-1', id: 'ts-1' } },
  notDealwith: { notice: { taskCategory: 'notDealwith', busiInstId: 'ts-2' }, query: { busiInstId: 'ts-2', id: 'ts-2' } },
  hzfkNotDealWith: { notice: business('hzfkNotDealWith'), query: { taskId: 't-1', taskDetailId: 'td-1', id: 'td-1' } },
  dxNotDeal: { notice: { taskCategory: 'dxNotDeal', busiInstId: 'dx-1', flowWorkId: 'fw-9' }, query: { busiInstId: 'dx-1', flowWorkId: 'fw-9', id: 'dx-1' } },
  beforehandler: { notice: { taskCategory: 'beforehandler', taskId: 't-3' }, query: { taskId: 't-3', id: 't-3' } },
  viewUnchecked: { notice: business('viewUnchecked'), query: { taskId: 't-1', taskDetailId: 'td-1', id: 'td-1' } },
  accepted: { notice: business('accepted'), query: { taskId: 't-1', taskDetailId: 'td-1', id: 'td-1' } },
  checkUnchecked: { notice: business('checkUnchecked'), query: { taskId: 't-1', taskDetailId: 'td-1', id: 'td-1' } },
  fhck: { notice: flow({ busiTypeCode: 'tqsh', busiInstId: 'tqsh-demo-001', hasNextTask: false }), query: { id: 'tqsh-demo-001' } },
  taskRegistratio: { notice: { taskCategory: 'taskRegistratio', caseProjectId: 'cp-1' }, query: { caseProjectId: 'cp-1' } },
  reportProessing: { notice: { taskCategory: 'reportProessing', taskId: 't-4', taskDetailId: '' }, query: { taskId: 't-4', id: 't-4' } },
  dxAccepted: { notice: { taskCategory: 'dxAccepted', busiInstId: 'dx-2' }, query: { busiInstId: 'dx-2', id: 'dx-2' } },
  xxztsxx: { notice: { taskCategory: 'xxztsxx', taskId: 't-5' }, query: { taskId: 't-5', id: 't-5' } },
  pfym: { notice: flow({ busiTypeCode: 'tsjb', busiInstId: 'tsjb-demo-001' }), query: { flowWorkId: 'fw-00001' } },
  personalWorkApproval: { notice: flow({ busiTypeCode: 'grgz' }), query: { flowWorkId: 'fw-00001' } },
  personalResumptionAppeal: { notice: flow({ busiTypeCode: 'grss' }), query: { flowWorkId: 'fw-00001' } },
  personalResumptionApproval: { notice: flow({ busiTypeCode: 'grlz' }), query: { flowWorkId: 'fw-00001' } },
  msgDetails: { notice: { id: 'n-7', category: 'message', title: '通知' } as NoticeLike, query: { id: 'n-7' } },
  messageCenter: { notice: { category: 'message' }, query: {} },
  editPassword: { notice: { id: 'n-8', category: 'password' }, query: {} },
};

describe('targetOf: click-through to the notice target', () => {
  it.each([...NOTIFICATION_TARGETS])('%s', (name) => {
    const c = CASES[name];
    expect(c, `a case for ${name}`).toBeDefined();
    expect(targetOf(c.notice)).toEqual({ routeName: name, query: c.query });
    const path = noticePath(c.notice);
    const route = findRouteByName(name);
    expect(route).toBeDefined();
    expect(path.split('?')[0]).toBe(route!.fullPath);
    expect(Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? ''))).toEqual(c.query);
  });

  it('opens every other flow on 审批 (spym) by its work, or by business type and record', () => {
    expect(targetOf(flow({}))).toEqual({ routeName: 'spym', query: { flowWorkId: 'fw-00001' } });
    expect(targetOf({ id: 'n-1', category: 'flow', busiTypeCode: 'fcys', busiInstId: 'fcys-demo-007' })).toEqual({
      routeName: 'spym',
      query: { busiTypeCode: 'fcys', busiInstId: 'fcys-demo-007' },
    });
    // A legal review still in flow opens its approval page; once finished, the review itself.
    expect(targetOf(flow({ busiTypeCode: 'lash', hasNextTask: true })).routeName).toBe('spym');
    expect(noticePath(flow({}))).toBe(`${findRouteByName('spym')!.fullPath}?flowWorkId=fw-00001`);
  });

  it('falls back to the notice page, then the message centre', () => {
    expect(targetOf({ id: 'n-9', category: 'talk' })).toEqual({ routeName: 'msgDetails', query: { id: 'n-9' } });
    expect(targetOf({ id: 'n-9', taskCategory: 'noSuchScreen' })).toEqual({ routeName: 'msgDetails', query: { id: 'n-9' } });
    expect(targetOf({})).toEqual({ routeName: 'messageCenter', query: {} });
    expect(targetPath({ routeName: 'noSuchRoute', query: {} })).toBe(findRouteByName('messageCenter')!.fullPath);
  });

  it('approval targets have their screen; the rest open the placeholder until built', () => {
    const built = new Set(builtScreenNames());
    for (const name of ['spym', 'pfym', 'personalWorkApproval', 'personalResumptionApproval', 'personalResumptionAppeal', 'fhck', 'editPassword']) {
      expect(built.has(name), name).toBe(true);
    }
  });
});
