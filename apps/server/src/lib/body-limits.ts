/**
 * How large a JSON body may be (docs/decisions/0014-read-limits.md). Fastify refuses a larger one
 * with 413 PAYLOAD_TOO_LARGE before reading it (by its Content-Length) or as soon as it has read
 * more, so nothing larger is ever parsed: a 0.93 MB body of 90,000 keys had cost some 160 ms of CPU
 * before any check.
 *
 * The largest body the contract accepts is an advert with every text at its longest, in characters of
 * three bytes each (body-limits.test.ts builds it from the contract's schemas): about 9.5 KB. The
 * limit is twice that, rounded up; the test keeps it so whenever the contract grows.
 */
export const JSON_BODY_LIMIT_BYTES = 20 * 1024;

/** The lowest JSON_BODY_LIMIT_BYTES may be set to: still above the largest body the contract accepts. */
export const MIN_JSON_BODY_LIMIT_BYTES = 12 * 1024;

/** The sign-in calls' bodies (register, authenticate, confirm): two names and a number, under 400 bytes. */
export const AUTH_BODY_LIMIT_BYTES = 1024;
