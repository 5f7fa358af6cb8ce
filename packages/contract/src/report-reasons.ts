/**
 * Why a person reports an advert (issue 37), without zod: the advert page's report form reads these
 * alone; reports.ts builds the call's schemas on them.
 */
export const REPORT_REASONS = ['scam', 'sold', 'duplicate', 'wrong_details', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A reason that needs the reporter's words: "other" says nothing by itself. */
export const REASON_NEEDS_NOTE: ReportReason = 'other';
export const REPORT_NOTE_MAX_LENGTH = 300;

/**
 * Distinct signed-in people whose open reports take an advert out of the listings until a moderator
 * decides (docs/decisions/0033): one person is an opinion, three agreeing strangers are a pattern; a
 * signed-in person proved a phone number, so one machine cannot take a rival's advert down.
 */
export const REPORTS_TO_HOLD = 3;

/** A moderator's reason for removing a reported advert, which its seller reads. */
export const REMOVAL_REASON_MAX_LENGTH = 300;
