/** One text message to one phone number (994XXXXXXXXX). */
export interface SmsMessage {
  phoneNumber: string;
  text: string;
  /** The one-time code the text carries; only the development outbox shows it. */
  code?: string;
}

/** Sends text messages; resolves once the gateway accepted the message, rejects with SmsDeliveryError. */
export interface SmsSender {
  readonly driver: 'console' | 'http' | (string & {});
  send(message: SmsMessage): Promise<void>;
}

/** The gateway refused or could not be reached; the person should try again later. */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
