import { ERROR_NOTICE_DURATION_MS } from '../../src/constants/timings';
import { consoleNotifier, notify, resetNotifier, setNotifier } from '../../src/lib/notify';
import { createFakeNotifier } from './fake-notifier';

afterEach(() => resetNotifier());

describe('notify', () => {
  it('sends every level to the notifier that was set', () => {
    const fake = createFakeNotifier();
    setNotifier(fake);
    const onClick = () => {};
    notify.error('错误', 1_000);
    notify.success('成功', 2_000);
    notify.info('信息', 3_000, { onClick });
    notify.warning('警告', 4_000);
    expect(fake.notices).toEqual([
      { level: 'error', message: '错误', durationMs: 1_000 },
      { level: 'success', message: '成功', durationMs: 2_000 },
      { level: 'info', message: '信息', durationMs: 3_000, options: { onClick } },
      { level: 'warning', message: '警告', durationMs: 4_000 },
    ]);
  });

  it('shows errors for the error-notice duration by default', () => {
    const fake = createFakeNotifier();
    setNotifier(fake);
    notify.error('错误');
    expect(fake.notices[0].durationMs).toBe(ERROR_NOTICE_DURATION_MS);
  });

  it('falls back to the console until a notifier is set', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      notify.error('无通知器');
      expect(spy).toHaveBeenCalledWith('无通知器');
      expect(consoleNotifier.error).toBeTypeOf('function');
    } finally {
      spy.mockRestore();
    }
  });
});
