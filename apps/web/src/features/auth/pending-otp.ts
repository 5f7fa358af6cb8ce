import type { AccountType } from '@zeng/contract/constants';
import type { AnswerOf, SentBodyOf } from '@zeng/contract/endpoints';
import { isRecord } from '@zeng/contract/typed';

const KEY = 'zeng.pendingOtp';

/**
 * A code was sent and waits to be confirmed. It travels to /otpConfirm as navigation state and is
 * kept in session storage, so a reload of that page still knows the number (and, for a sign-up,
 * the names to send again when the person asks for a new code).
 */
export interface PendingOtp
  extends Pick<AnswerOf<'register'>, 'phoneNumber' | 'resendAfterSeconds' | 'expiresInSeconds'>,
    Partial<Pick<AnswerOf<'register'>, 'codesLeft'>> {
  purpose: 'register' | 'login';
  /** Where the person was going before signing in (return-path.ts): a confirmed code leads there. */
  next?: string;
  /** When the code was sent (ms since epoch); the server's answer says how long to wait before another. */
  sentAt: number;
  registration?: Pick<SentBodyOf<'register'>, 'firstName' | 'lastName'> & { accountType: AccountType };
}

export function isPendingOtp(value: unknown): value is PendingOtp {
  return (
    isRecord(value) &&
    (value.purpose === 'register' || value.purpose === 'login') &&
    typeof value.phoneNumber === 'string' &&
    typeof value.sentAt === 'number' &&
    typeof value.resendAfterSeconds === 'number' &&
    typeof value.expiresInSeconds === 'number'
  );
}

export function savePendingOtp(pending: PendingOtp) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Private mode without storage: navigation state still carries the number.
  }
}

export function readPendingOtp(): PendingOtp | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isPendingOtp(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearPendingOtp() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** Seconds still to wait before another code may be sent. */
export function resendWait(pending: PendingOtp, now = Date.now()): number {
  return Math.max(0, Math.ceil((pending.sentAt + pending.resendAfterSeconds * 1000 - now) / 1000));
}
