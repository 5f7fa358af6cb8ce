import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { PATHS } from '@zeng/contract/routes';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import formStyles from '../../../components/form/form.module.css';
import { Icon } from '../../../components/Icon';
import { ApiError } from '../../../lib/api-client';
import { errorText, issueText } from '../../../lib/error-text';
import { lookups } from '../../../lib/lookups-query';
import { useSubmitAdvert } from '../api/submit-advert';
import type { DraftKeeper } from '../form/advert-draft';
import { advertFormSchema } from '../form/advert-form-schema';
import type { AdvertFormValues, FormField } from '../form/advert-form-values';
import { type Announcement, AnnouncementContext, withoutField } from '../form/announcement';
import { failuresOf } from '../form/failures';
import { firstOnScreen } from '../form/first-on-screen';
import { fieldOfPath, photoIndexOfPath } from '../form/submission';
import { usePhotos } from '../photos/use-photos';
import { AccessoryFields } from './AccessoryFields';
import styles from './AdvertForm.module.css';
import { CategoryStep } from './CategoryStep';
import { CommentStep } from './CommentStep';
import { DeviceFields } from './DeviceFields';
import { PhotoStep } from './PhotoStep';
import { PlaceFields } from './PlaceFields';
import { SimFields } from './SimFields';
import { Step } from './Step';
import { SuccessDialog } from './SuccessDialog';
import { TermsField } from './TermsField';

export interface AdvertFormProps {
  initialValues: AdvertFormValues;
  initialImageUrls: readonly string[];
  /** The id of the advert being edited; null for a new one. */
  editingId: number | null;
  /** Keeps what is typed and uploaded until it is sent (a new advert's draft, or this edit's). */
  draft: DraftKeeper;
  /** A new advert's key, kept with its draft and sent with every try (none for an edit). */
  idempotencyKey?: string;
  /** The server refused the key as one that made another advert: the form is to take a new one. */
  onKeyReused?: () => void;
}

/**
 * The add-or-edit form (docs/product.md, "Posting and editing"): category, photos, details, comment, terms, submit.
 * Checked on submit by the contract's submission schema (form/advert-form-schema.ts): every refused
 * field is marked at once with its own message, the first of them on screen focused, and a line under
 * the form says how many. A refused submission keeps every field as it was.
 */
export function AdvertForm({
  initialValues,
  initialImageUrls,
  editingId,
  draft,
  idempotencyKey,
  onKeyReused,
}: AdvertFormProps) {
  const { t } = useTranslation(['post', 'errors']);
  const navigate = useNavigate();
  const editing = editingId !== null;
  const photos = usePhotos(initialImageUrls);
  const submission = useSubmitAdvert();
  const storage = useQuery(lookups.storage());
  const ram = useQuery(lookups.ram());
  const form = useForm({
    defaultValues: initialValues,
    resolver: zodResolver(
      advertFormSchema({ id: editingId, imageUrls: photos.urls, storage: storage.data ?? [], ram: ram.data ?? [] }),
    ),
    // Judged when sent, every failure at once, focused by announce().
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const category = useWatch({ control: form.control, name: 'category' });
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [saved, setSaved] = useState(false);
  const finished = useRef(false);

  const prefix = useId();
  const idFor = useCallback((field: FormField) => `${prefix}-${field}`, [prefix]);
  const fields = useMemo(() => ({ announcement, idFor }), [announcement, idFor]);

  const seq = useRef(0);
  /** Marks the refused fields, focuses the first of them on screen, and says `text` under the form. */
  const announce = (fields: Announcement['fields'], text: string | null, sumsUp = false) => {
    seq.current += 1;
    setAnnouncement({ fields, text, sumsUp, seq: seq.current });
    const marked = Object.keys(fields).map((field) => document.getElementById(idFor(field as FormField)));
    firstOnScreen(marked)?.focus();
  };

  // Changing a marked field takes its message away.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      const field = name?.split('.')[0] as FormField | undefined;
      if (field) setAnnouncement((current) => withoutField(current, field));
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // The fields and uploaded photos survive a reload until they are sent.
  const { urls } = photos;
  useEffect(() => {
    const save = () => {
      if (!finished.current) draft.save(form.getValues(), urls);
    };
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [draft, form, urls]);
  const refused = (error: unknown) => {
    // Its message says where the first advert is, and that sending again posts this one.
    if (error instanceof ApiError && error.code === 'IDEMPOTENCY_KEY_REUSED') onKeyReused?.();
    const issues = error instanceof ApiError ? error.issues : [];
    const issue = issues.find((candidate) => fieldOfPath(candidate.path) !== null);
    const field = issue ? fieldOfPath(issue.path) : null;
    const photoIndex = issue ? photoIndexOfPath(issue.path) : null;
    if (photoIndex !== null) photos.refuse(photoIndex);
    const reason =
      issue && error instanceof ApiError && error.code === 'VALIDATION_FAILED'
        ? issueText(issue, t)
        : errorText(error, t);
    const text = `${t('alerts.submitFailedAlert')} ${reason}`;
    if (field) announce({ [field]: text }, null);
    else announce({}, text);
  };

  const needsPhotos = category !== 'sim';
  const waitingForPhotos = needsPhotos && photos.uploading;

  const send = form.handleSubmit(
    ({ category: sent, payload }) => {
      setAnnouncement(null);
      submission.mutate(
        { category: sent, payload, ...(!editing && { idempotencyKey }) },
        {
          onSuccess: () => {
            finished.current = true;
            draft.clear();
            setSaved(true);
          },
          onError: refused,
        },
      );
    },
    (errors) => {
      const fields: Announcement['fields'] = {};
      const unplaced: string[] = [];
      for (const failure of failuresOf(errors)) {
        const text = 'alert' in failure ? t(`alerts.${failure.alert}`) : issueText(failure.issue, t);
        if (failure.field) fields[failure.field] = text;
        else unplaced.push(text);
      }
      const marked = Object.keys(fields).length;
      const summary = marked > 0 ? t('alerts.markedFields', { count: marked }) : null;
      announce(fields, [summary, ...unplaced].filter(Boolean).join(' ') || null, unplaced.length === 0);
    },
  );
  const submit = (event: FormEvent) => {
    // A form already sent, or still uploading its photos, neither judges nor sends.
    if (submission.isPending || waitingForPhotos) return event.preventDefault();
    void send(event);
  };

  const photosChanged = () => setAnnouncement((current) => withoutField(current, 'photos'));
  const detailsNumber = needsPhotos ? 3 : 2;

  return (
    <FormProvider {...form}>
      <AnnouncementContext.Provider value={fields}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <CategoryStep locked={editing} />
          {needsPhotos && <PhotoStep photos={photos} onChange={photosChanged} />}
          <Step number={detailsNumber} title={t('steps.details')}>
            {(category === 'phone' || category === 'tablet') && <DeviceFields key={category} category={category} />}
            {category === 'sim' && <SimFields />}
            {category === 'accessory' && <AccessoryFields />}
            <PlaceFields />
          </Step>
          <CommentStep number={detailsNumber + 1} />

          <div className={styles.finish}>
            {!editing && <TermsField />}
            {announcement?.text && <FormAlert key={announcement.seq}>{announcement.text}</FormAlert>}
            <button
              type="submit"
              className={`${formStyles.primary} ${styles.submit}`}
              disabled={waitingForPhotos}
              aria-busy={submission.isPending}
              aria-describedby={waitingForPhotos ? `${prefix}-waiting` : undefined}
            >
              <Icon name="send" size={18} aria-hidden="true" />
              {submission.isPending ? t('submitting') : t(editing ? 'submitEdit' : 'submit')}
            </button>
            {waitingForPhotos && (
              <p id={`${prefix}-waiting`} className={styles.waiting}>
                {t('photos.waiting')}
              </p>
            )}
          </div>
        </form>
        {saved && <SuccessDialog editing={editing} onClose={() => navigate(PATHS.home)} />}
      </AnnouncementContext.Provider>
    </FormProvider>
  );
}
