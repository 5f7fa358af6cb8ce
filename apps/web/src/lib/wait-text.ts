import type { TFunction } from 'i18next';

/**
 * How long to wait, in the person's language, in the largest unit that reads naturally ("45 san.",
 * "55 мин", "2 h"): a day-long limit is not "86400 s". Rounded up, so nobody is told to retry early.
 * The unit words are ours (errors.json "wait"), not Intl's: browsers ship without Azerbaijani units.
 */
export function waitText(seconds: number, t: TFunction): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [n, unit] =
    whole < 60
      ? [whole, 'second']
      : whole < 3600
        ? [Math.ceil(whole / 60), 'minute']
        : [Math.ceil(whole / 3600), 'hour'];
  return t(`wait.${unit}`, { ns: 'errors', n });
}
