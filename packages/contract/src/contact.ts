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
