/**
 * The login captcha from the getVerifyCode REST route (the login page loads no GraphQL client): fetched
 * on mount and on every refetch; a failed fetch keeps the last one (the error catalogue shows why).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GetVerifyCodeQuery } from '../../graphql/generated/graphql';
import { requestJson } from '../../lib/request';

export const VERIFY_CODE_ROUTE = '/getVerifyCode';

export type VerifyCode = NonNullable<GetVerifyCodeQuery['getVerifyCode']>;

export function useVerifyCode(): { verify?: VerifyCode; refetch: () => Promise<void> } {
  const [verify, setVerify] = useState<VerifyCode>();
  const latest = useRef(0);
  const refetch = useCallback(async () => {
    const call = ++latest.current;
    try {
      const { data } = await requestJson<VerifyCode | null>(VERIFY_CODE_ROUTE, { method: 'GET' });
      if (call === latest.current) setVerify(data ?? undefined);
    } catch {
      /* shown by the error catalogue; the last captcha stays */
    }
  }, []);
  useEffect(() => {
    void refetch();
  }, [refetch]);
  return { verify, refetch };
}
