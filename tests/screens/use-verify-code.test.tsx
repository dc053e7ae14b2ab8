// @vitest-environment jsdom
/** The login captcha over REST (no GraphQL client on /login), against the real getVerifyCode route. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useVerifyCode, VERIFY_CODE_ROUTE } from '../../src/screens/login/use-verify-code';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { openTestApp, type TestApp } from '../helpers/app';
import { createFakeNotifier } from '../lib/fake-notifier';

let t: TestApp;
let failNext = false;
const calls: string[] = [];

beforeAll(async () => {
  t = await openTestApp();
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (failNext) {
      failNext = false;
      return new Response('{"code":500,"msg":"服务器繁忙，请稍后重试","data":null}', { headers: { 'content-type': 'application/json' } });
    }
    const res = await t.app.inject({ method: 'GET', url });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type']) } });
  });
  setNotifier(createFakeNotifier());
});
afterAll(async () => {
  vi.unstubAllGlobals();
  resetNotifier();
  await t.close();
});

describe('useVerifyCode', () => {
  it('fetches a captcha on mount, a fresh one on refetch, and keeps the last one when a fetch fails', async () => {
    const { result } = renderHook(() => useVerifyCode());
    await waitFor(() => expect(result.current.verify?.key).toBeTruthy());
    expect(calls[0]).toBe(`/api${VERIFY_CODE_ROUTE}`);
    const first = result.current.verify!;
    expect(first.svg).toContain('<svg');
    expect(first.enabled).toBe(false);

    await act(() => result.current.refetch());
    expect(result.current.verify?.key).not.toBe(first.key);

    const second = result.current.verify;
    failNext = true;
    await act(() => result.current.refetch());
    expect(result.current.verify).toBe(second);
  });
});
