/**
 * Sessions ended before their access tokens expired (logout, a reused refresh token, a block). The
 * check runs on every authenticated call, so it is synchronous and reads this process's memory
 * only; revoke() is what spreads an entry to the other instances. An entry lives until `untilMs`
 * (application clock), the moment the last access token of the session expires anyway.
 */
export interface SessionRevocationStore {
  /** Refuses the session's access tokens from now until untilMs, here and on every instance. */
  revoke(sessionId: string, untilMs: number): Promise<void>;
  /** Whether the session was revoked and its tokens may still be alive. No I/O. */
  isRevoked(sessionId: string): boolean;
  close(): Promise<void>;
}
