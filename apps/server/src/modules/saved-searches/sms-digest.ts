import { LANGUAGES, type Language } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications, savedSearches, smsDigests, users } from '../../db/schema.js';
import type { Clock } from '../../infra/clock.js';
import type { SmsSender } from '../../infra/sms/sms-sender.js';

/** How often the server looks for digests due: a person's comes within an hour of being due. */
export const SMS_DIGEST_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The digest's words: how many adverts, for which searches, where to read them. */
export function digestText(found: number, names: readonly string[], link: string, lang: Language): string {
  const quoted = names.map((name) => `«${name}»`).join(', ');
  switch (lang) {
    case 'en':
      return `Zeng: ${found} new ${found === 1 ? 'advert' : 'adverts'} for your saved searches ${quoted}. ${link}`;
    case 'ru':
      return `Zeng: новых объявлений по вашим сохранённым поискам ${quoted}: ${found}. ${link}`;
    default:
      return `Zeng: saxladığınız axtarışlarda ${quoted} ${found} yeni elan var. ${link}`;
  }
}

interface Options {
  db: Database;
  sms: SmsSender;
  clock: Clock;
  /** The site's address, for the link to the saved searches. */
  publicOrigin: string;
  warn(err: unknown, message: string): void;
}

/**
 * The daily SMS of saved searches (issue 38): a person who asked for it on any of their searches gets,
 * at most once in 24 hours, one message saying how many adverts those searches found since the last
 * one, through the SMS driver that sends the codes. Each server looks every hour; a digest is claimed
 * in the database before it is sent, so two servers never send the same one.
 */
export class SmsDigests {
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: Options) {}

  /** Sends every digest due now; how many went. */
  async sendDue(): Promise<number> {
    const { db, clock } = this.options;
    const now = clock.now();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const due = await db
      .select({
        userId: savedSearches.userId,
        phoneNumber: users.phoneNumber,
        lang: sql<string>`(array_agg(${savedSearches.lang} ORDER BY ${savedSearches.id} DESC))[1]`,
        found: sql<number>`count(DISTINCT ${notifications.advertId})::int`,
        names: sql<string[]>`array_agg(DISTINCT ${savedSearches.name})`,
      })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .innerJoin(notifications, eq(notifications.savedSearchId, savedSearches.id))
      .leftJoin(smsDigests, eq(smsDigests.userId, savedSearches.userId))
      .where(
        and(
          sql`${savedSearches.sms} AND NOT ${savedSearches.paused}`,
          isNull(users.blockedAt),
          or(isNull(smsDigests.sentAt), lte(smsDigests.sentAt, dayAgo)),
          sql`${notifications.createdAt} > COALESCE(${smsDigests.sentAt}, '-infinity')`,
        ),
      )
      .groupBy(savedSearches.userId, users.phoneNumber);
    let sent = 0;
    for (const digest of due) {
      if (await this.send(digest, now, dayAgo)) sent += 1;
    }
    return sent;
  }

  private async send(
    digest: { userId: number; phoneNumber: string; lang: string; found: number; names: string[] },
    now: Date,
    dayAgo: Date,
  ): Promise<boolean> {
    const { db, sms, publicOrigin, warn } = this.options;
    const [before] = await db
      .select({ sentAt: smsDigests.sentAt })
      .from(smsDigests)
      .where(eq(smsDigests.userId, digest.userId));
    const claimed = await db
      .insert(smsDigests)
      .values({ userId: digest.userId, sentAt: now })
      .onConflictDoUpdate({
        target: smsDigests.userId,
        set: { sentAt: now },
        setWhere: lte(smsDigests.sentAt, dayAgo),
      })
      .returning({ userId: smsDigests.userId });
    if (claimed.length === 0) return false;
    const lang = LANGUAGES.find((known) => known === digest.lang) ?? 'az';
    const link = `${publicOrigin}${lang === 'az' ? '' : `/${lang}`}${PATHS.savedSearches}`;
    try {
      await sms.send({ phoneNumber: digest.phoneNumber, text: digestText(digest.found, digest.names, link, lang) });
      return true;
    } catch (err) {
      // Not sent: due again at the next look, as if never claimed.
      await db
        .update(smsDigests)
        .set({ sentAt: before?.sentAt ?? new Date(0) })
        .where(eq(smsDigests.userId, digest.userId));
      warn(err, 'A saved searches SMS digest could not be sent; it is tried again within the hour.');
      return false;
    }
  }

  /** Looks for digests due every `everyMs`, until stop(). */
  start(everyMs = SMS_DIGEST_EVERY_MS): void {
    this.#timer = setInterval(() => {
      this.sendDue().catch((err) => this.options.warn(err, 'The saved searches SMS digests could not be read.'));
    }, everyMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
