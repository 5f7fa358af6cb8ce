import { textLength } from '@zeng/contract/text-length';
import { type ClipboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form/FieldError';
import styles from './fields.module.css';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * A text field's length limit, never applied by cutting: typing stops at the limit with the counter at
 * "100/100" in red, and a paste that would pass it is refused whole and said so. A browser cuts such a
 * paste at maxLength, mid-word and unseen (an accessory's name lost its end); refusing keeps the field
 * as it was, so the person shortens the text where they copied it.
 *
 * Characters are counted as a person and the server count them (contract text-length.ts: 500 emoji
 * are 500). A browser's maxLength counts UTF-16 halves, two per emoji, so the control's is set from
 * what is typed (maxLengthFor): room for every character left, even if each is an emoji. Typing one
 * letter at a time still stops at the limit; a keyboard that puts in several at once may pass it, and
 * then the counter says so in red and the form refuses to send the text until it is shortened.
 */
export function useLengthLimit(max: number) {
  const [refusedLength, setRefusedLength] = useState<number | null>(null);
  const onPaste = (event: ClipboardEvent<TextControl>) => {
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    const start = selectionStart ?? value.length;
    const end = selectionEnd ?? start;
    const pasted = event.clipboardData.getData('text');
    const length = textLength(value.slice(0, start)) + textLength(pasted) + textLength(value.slice(end));
    if (length <= max) return setRefusedLength(null);
    event.preventDefault();
    setRefusedLength(length);
  };
  /** The control's maxLength (UTF-16 units, as browsers count) for what it holds now. */
  const maxLengthFor = (value: string) => value.length + 2 * Math.max(0, max - textLength(value));
  return { max, refusedLength, onPaste, maxLengthFor, typed: () => setRefusedLength(null) };
}

/** The field's "n/max" counter of what it holds, and the refusal of a paste that was too long. */
export function LengthLimit({ value, limit }: { value: string; limit: ReturnType<typeof useLengthLimit> }) {
  const { t } = useTranslation('post');
  const { max, refusedLength } = limit;
  const length = textLength(value);
  return (
    <>
      <p className={length >= max ? `${styles.counter} ${styles.counterFull}` : styles.counter}>
        <span aria-hidden="true">{t('fields.counter', { count: length, max })}</span>
        <span className="visually-hidden">{t('fields.counterLabel', { count: length, max })}</span>
      </p>
      {refusedLength !== null && (
        <FieldError announce>{t('fields.tooLongPaste', { count: refusedLength, max })}</FieldError>
      )}
    </>
  );
}
