import { z } from 'zod';
import { text } from './text.js';

/** Development-only outbox of the console SMS driver (README.md, "Demo accounts"). */
export const smsOutboxQuerySchema = z.object({ phoneNumber: text() });
export const smsOutboxSchema = z.array(
  z.object({ phoneNumber: z.string(), text: z.string(), code: z.string(), sentAt: z.string() }),
);
export type SmsOutboxEntry = z.infer<typeof smsOutboxSchema>[number];
