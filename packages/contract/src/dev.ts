import { z } from 'zod';

/** Development-only outbox of the console SMS driver (DESIGN.md). */
export const smsOutboxQuerySchema = z.object({ phoneNumber: z.string() });
export const smsOutboxSchema = z.array(
  z.object({ phoneNumber: z.string(), text: z.string(), code: z.string(), sentAt: z.string() }),
);
export type SmsOutboxEntry = z.infer<typeof smsOutboxSchema>[number];
