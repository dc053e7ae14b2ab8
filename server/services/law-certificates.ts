/** A law-enforcement certificate's state on today's China calendar day. */
import { DAY_MS } from '../auth/constants';
import { LAW_CERTIFICATE_WARNING_DAYS } from '../../src/constants/company-labels';
import type { LAW_CERTIFICATE_STATE_OPTIONS } from '../../src/constants/options';
import { chinaDateOf } from '../../src/shared/working-days';

export type CertificateState = (typeof LAW_CERTIFICATE_STATE_OPTIONS)[number]['value'];

/** Today's calendar day in China, 'YYYY-MM-DD', and the day the warning window ends. */
export function certificateDays(now = Date.now()): { today: string; warnUntil: string } {
  const day = (ms: number) => chinaDateOf(new Date(ms));
  return { today: day(now), warnUntil: day(now + LAW_CERTIFICATE_WARNING_DAYS * DAY_MS) };
}

export function certificateStateOf(expiresOn: string, now = Date.now()): CertificateState {
  const { today, warnUntil } = certificateDays(now);
  if (expiresOn < today) return 'expired';
  return expiresOn <= warnUntil ? 'expiring' : 'valid';
}
