import { type ClipboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form/FieldError';
import styles from './fields.module.css';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * A text field's length limit, never applied by cutting: typing stops at the limit (the control's
 * maxLength) with the counter at "100/100" in red, and a paste that would pass it is refused whole and
 * said so. A browser cuts such a paste at maxLength, mid-word and unseen (an accessory's name lost its
 * end); refusing keeps the field as it was, so the person shortens the text where they copied it.
 */
export function useLengthLimit(max: number) {
  const [refusedLength, setRefusedLength] = useState<number | null>(null);
  const onPaste = (event: ClipboardEvent<TextControl>) => {
    const control = event.currentTarget;
    const start = control.selectionStart ?? control.value.length;
    const end = control.selectionEnd ?? start;
    const length = control.value.length - (end - start) + event.clipboardData.getData('text').length;
    if (length <= max) return setRefusedLength(null);
    event.preventDefault();
    setRefusedLength(length);
  };
  return { max, refusedLength, onPaste, typed: () => setRefusedLength(null) };
}

/** The field's "n/max" counter, and the refusal of a paste that was too long. */
export function LengthLimit({ length, limit }: { length: number; limit: ReturnType<typeof useLengthLimit> }) {
  const { t } = useTranslation('post');
  const { max, refusedLength } = limit;
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
