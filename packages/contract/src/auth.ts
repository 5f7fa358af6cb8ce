import { z } from 'zod';
import { accessoryListItemSchema, phoneListItemSchema, simListItemSchema, tabletListItemSchema } from './adverts.js';
import { isoDate } from './common.js';
import {
  ACCOUNT_TYPES,
  ADVERT_STATES,
  BUSINESS_ADDRESS_MAX_LENGTH,
  BUSINESS_HOURS_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  OTP_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  USER_GROUPS,
} from './constants.js';
import { normalizePhone, PHONE_PATTERN } from './phone-rule.js';
import { freeText, text } from './text.js';
import { visibleText } from './visible-text.js';

export const PHONE_FORMAT_MESSAGE = 'Phone number must be in the format 994XXXXXXXXX';

/** Accepts the usual spellings (+994 50 123 45 67, 0501234567) and answers 994XXXXXXXXX. */
const phoneNumber = text({ error: 'phoneNumber is required' })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: `${PHONE_FORMAT_MESSAGE} with an Azerbaijani mobile code` });
    return z.NEVER;
  })
  .describe(`994XXXXXXXXX; matches ${PHONE_PATTERN.source} once spaces, + and a leading 0 are removed`);
/** Trimmed and without direction controls or zero-width characters: one of nothing visible is empty (visible-text.ts). */
const personName = (field: string) =>
  text({ error: `${field} is required` })
    .transform(visibleText)
    .pipe(
      z
        .string()
        .min(1, { error: `${field} is required` })
        .max(PERSON_NAME_MAX_LENGTH, { error: `${field} is at most ${PERSON_NAME_MAX_LENGTH} characters` }),
    );

export const registerRequestSchema = z.object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  phoneNumber,
  accountType: z.enum(ACCOUNT_TYPES).default('INDIVIDUAL'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const authenticateRequestSchema = z.object({ phoneNumber });
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;

/** Answer to register and authenticate: a code was sent; no token before it is confirmed. */
export const codeSentSchema = z.object({
  message: z.string(),
  phoneNumber: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
  /** Added after SPEC.md, so a person can be warned before the last code of the hour is spent. */
  codesLeft: z
    .number()
    .int()
    .min(0)
    .describe('codes the number can still get before its limits refuse one (docs/decisions/0008-abuse-limits.md)'),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

const CODE_MESSAGE = 'Please enter a valid 6-digit code.';
const CODE_DIGITS = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const confirmRequestSchema = z.object({
  phoneNumber,
  // SPEC.md sends the code as a number (012345 arrives as 12345); a string of exactly six digits is
  // read too. Nothing else is coerced, so true, [code], "12345" or "1e5" are refused before they can
  // spend a try.
  confirmCode: z
    .preprocess(
      (v) => (typeof v === 'string' && CODE_DIGITS.test(v) ? Number(v) : v),
      z
        .number({ error: CODE_MESSAGE })
        .int({ error: CODE_MESSAGE })
        .min(0, { error: CODE_MESSAGE })
        .max(10 ** OTP_LENGTH - 1, { error: CODE_MESSAGE }),
    )
    .describe(`the ${OTP_LENGTH}-digit code: a number (SPEC.md) or a string of exactly ${OTP_LENGTH} digits`),
});
export type ConfirmRequest = z.infer<typeof confirmRequestSchema>;

export const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const confirmResultSchema = tokenPairSchema.extend({
  user_id: z.number().int(),
  user_group: z.enum(USER_GROUPS),
});
export type ConfirmResult = z.infer<typeof confirmResultSchema>;

export const currentUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  userGroup: z.enum(USER_GROUPS),
  accountType: z.enum(ACCOUNT_TYPES),
  /** What a business account shows on its seller page (issue 37); null when not given. */
  businessName: z.string().nullable(),
  businessAddress: z.string().nullable(),
  businessHours: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * PUT /auth: what the signed-in person changes of their account: whether they sell as an individual or
 * a business, and a business's name, address and opening hours, which their seller page shows;
 * answered with the person as GET /auth.
 */
export const accountUpdateSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES, { error: `accountType must be one of ${ACCOUNT_TYPES.join(', ')}` }),
  // A business's name, address and opening hours (issue 37): absent keeps them, empty clears them.
  businessName: freeText(BUSINESS_NAME_MAX_LENGTH).optional(),
  businessAddress: freeText(BUSINESS_ADDRESS_MAX_LENGTH, { multiline: true }).optional(),
  businessHours: freeText(BUSINESS_HOURS_MAX_LENGTH, { multiline: true }).optional(),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

export const advertStatesSchema = z.array(z.enum(ADVERT_STATES));

/** How many of the signed-in person's adverts are in each state (the profile's tabs). */
export const advertCountsSchema = z.object(
  Object.fromEntries(ADVERT_STATES.map((state) => [state, z.number().int().nonnegative()])) as Record<
    (typeof ADVERT_STATES)[number],
    z.ZodNumber
  >,
);
export type AdvertCounts = z.infer<typeof advertCountsSchema>;

export const myAdvertsQuerySchema = z.object({
  state: z.enum(ADVERT_STATES, { error: `state must be one of ${ADVERT_STATES.join(', ')}` }).default('APPROVED'),
});

/** What only the owner sees on their own cards: the state, a rejection's reason, the expiry. */
const ownFields = {
  state: z.enum(ADVERT_STATES),
  rejectionReason: z.string().nullable(),
  expiresAt: isoDate.nullable(),
  /** When its owner marked it sold (an ended advert that cannot be renewed), else null. */
  soldAt: isoDate.nullable(),
};
export const myAdvertsSchema = z.object({
  phones: z.array(phoneListItemSchema.extend(ownFields)),
  tablets: z.array(tabletListItemSchema.extend(ownFields)),
  sims: z.array(simListItemSchema.extend(ownFields)),
  accessories: z.array(accessoryListItemSchema.extend(ownFields)),
});
export type MyAdverts = z.infer<typeof myAdvertsSchema>;

export const messageSchema = z.object({ message: z.string() });
