import { editAdvertHref } from '@zeng/contract/routes';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BrowserOnly } from '../../components/BrowserOnly';
import { PageHeading } from '../../components/PageHeading';
import { useSignedOutRedirect } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdvertForm } from './components/AdvertForm';
import { EditAdvert } from './components/EditAdvert';
import { emptyValues } from './form/advert-form-values';
import { editTargetFromSearch, editTargetFromState } from './form/edit-target';
import { newAdvertDraft, openTabForm, renewTabKey } from './form/new-advert-drafts';
import styles from './PostAdvertPage.module.css';

/**
 * /addAdvert: a new advert, or the edit of one named by the URL (?edit=phone/123) or by the Edit links'
 * navigation state, each with its own draft kept across reloads. Signed-out visitors are sent to /signUp,
 * a session that ends here to /login. The server draws the page for the signed-in person with the form's
 * place: the form opens on a draft kept on the device, and one drawn before the page is live would drop
 * what was typed into it.
 */
export function PostAdvertPage() {
  const { t } = useTranslation('post');
  const signedOutRedirect = useSignedOutRedirect();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromState = editTargetFromState(location.state);
  const target = editTargetFromSearch(search) ?? fromState;
  // The route's own title says "New advert"; an edit names itself.
  useDocumentTitle(target ? t('editTitle') : undefined);

  // Arriving by navigation state only: put the advert in the URL too, so a reload stays in edit mode.
  const needsUrl = fromState !== null && !search.has('edit');
  useEffect(() => {
    if (needsUrl && fromState)
      navigate(editAdvertHref(fromState.category, fromState.id), { replace: true, state: location.state });
  }, [needsUrl, fromState, navigate, location.state]);

  if (signedOutRedirect) return <Navigate to={signedOutRedirect} replace />;
  return (
    <div className={styles.page}>
      <PageHeading>{t(target ? 'editTitle' : 'title')}</PageHeading>
      {/* The form opens on this tab's draft, kept on the device: the server draws the page around its place. */}
      <BrowserOnly>
        {target ? <EditAdvert key={`${target.category}/${target.id}`} target={target} /> : <NewAdvert />}
      </BrowserOnly>
    </div>
  );
}

/**
 * A new advert: this tab's own draft, one a closed tab left, or an empty form under a key of its own
 * (form/new-advert-drafts.ts), chosen once the tab knows which drafts other tabs hold.
 */
function NewAdvert() {
  const { t } = useTranslation('post');
  const [opening] = useState(openTabForm);
  const [form, setForm] = useState(() => (opening instanceof Promise ? null : opening));
  useEffect(() => {
    if (!(opening instanceof Promise)) return;
    let shown = true;
    void opening.then((opened) => {
      if (shown) setForm(opened);
    });
    return () => {
      shown = false;
    };
  }, [opening]);
  const idempotencyKey = form?.idempotencyKey;
  const keeper = useMemo(() => (idempotencyKey ? newAdvertDraft(idempotencyKey) : null), [idempotencyKey]);
  if (!form || !idempotencyKey || !keeper) return null;
  const keyReused = () => setForm({ ...form, idempotencyKey: renewTabKey(idempotencyKey) });
  return (
    <>
      {form.openElsewhere && (
        <p className={styles.note} role="status">
          {t('openElsewhere')}
        </p>
      )}
      <AdvertForm
        initialValues={form.draft?.values ?? emptyValues()}
        initialImageUrls={form.draft?.imageUrls ?? []}
        editingId={null}
        draft={keeper}
        idempotencyKey={idempotencyKey}
        onKeyReused={keyReused}
      />
    </>
  );
}

/** The screen as its route entry loads it (app/screens.tsx). */
export { PostAdvertPage as Component };
