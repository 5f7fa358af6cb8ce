import { z } from 'zod';

/**
 * How a seller is reached (issue 37): by calls, on WhatsApp, or both. Each advert names its own; the
 * number itself is never in an advert's answer or page: a visitor asks for it (POST
 * /{category}/{id}/contact), which counts the reveal and is limited per address.
 */
export const CONTACT_CHANNELS = ['calls', 'whatsapp', 'both'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const DEFAULT_CONTACT: ContactChannel = 'calls';

export const takesCalls = (channel: ContactChannel) => channel !== 'whatsapp';
export const takesWhatsApp = (channel: ContactChannel) => channel !== 'calls';

/**
 * Numbers one address may reveal in an hour (an IPv6 /64, docs/decisions/0032): a buyer comparing the
 * offers for one model opens ten to twenty sellers in a sitting; a scraper collecting numbers opens
 * thousands. Past it the call answers 429 RATE_LIMITED with Retry-After.
 */
export const REVEALS_PER_ADDRESS_PER_HOUR = 30;

/** POST /{category}/{id}/contact: the seller's number and how they would be reached. */
export const advertContactSchema = z.object({
  phoneNumber: z.string().describe('994XXXXXXXXX'),
  contactBy: z.enum(CONTACT_CHANNELS),
});
export type AdvertContact = z.infer<typeof advertContactSchema>;

/**
 * A WhatsApp chat with the seller, its first message naming the advert's address
 * (https://faq.whatsapp.com/5913398998672934: wa.me takes the number in international form, digits only).
 */
export const whatsAppHref = (phoneNumber: string, message: string) =>
  `https://wa.me/${phoneNumber.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;

/** POST /{category}/{id}/view: the advert's page was opened; answers its unique views of all time. */
export const advertViewSchema = z.object({ views: z.number().int() });

/** The days a seller's chart shows, today's last. */
export const STATS_DAYS = 30;

/** GET /{category}/{id}/stats: an advert's unique views and number reveals, each of the last STATS_DAYS days. */
export const advertStatsSchema = z.object({
  totalViews: z.number().int(),
  totalReveals: z.number().int(),
  days: z
    .array(
      z.object({
        day: z.string().describe('YYYY-MM-DD, in Asia/Baku'),
        views: z.number().int(),
        reveals: z.number().int(),
      }),
    )
    .describe(`The last ${STATS_DAYS} days, oldest first, today's last; a day without any is zeros`),
});
export type AdvertStats = z.infer<typeof advertStatsSchema>;
