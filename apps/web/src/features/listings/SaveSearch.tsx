import { useQueryClient } from '@tanstack/react-query';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';
import type { SavedSearch } from '@zeng/contract/saved-searches';
import { type RefObject, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dropdown from '../../components/dropdown/Dropdown.module.css';
import form from '../../components/form/form.module.css';
import type { ListParams } from '../../lib/adverts-query';
import { errorText } from '../../lib/error-text';
import type { ListingConfig } from '../../lib/listing-config';
import { writeListParams } from '../../lib/listing-params';
import { savedSearchesKey, saveSearch } from '../../lib/saved-searches';
import { useDismiss } from '../../lib/use-dismiss';
import styles from './FilterPanels.module.css';
import { PanelDropdown } from './PanelDropdown';

interface SaveSearchProps {
  config: ListingConfig;
  /** The listing's filters, order and words as they stand (a landing page's own filters with them). */
  params: ListParams;
}

/**
 * A signed-in person's "Save search" in the listing's toolbar (issue 38): a panel names the listing as it
 * stands (filters, order, words, SIM mask) and asks whether to send a daily SMS; once saved, each advert
 * approved later that it finds rings the bell, and the saved searches page lists it.
 */
export function SaveSearch({ config, params }: SaveSearchProps) {
  const { t } = useTranslation('profile');
  const query = writeListParams(params).toString();
  // The name offered: the search's words, else the listing's heading.
  const suggestedName = params.searchQuery || t(`common:${config.titleKey}`);
  return (
    <PanelDropdown
      name="save-search"
      label={t('savedSearches.save')}
      chosen={undefined}
      clearLabel=""
      clear={() => {}}
      icon="bell-plus"
      preload={() => undefined}
      panel={(open) => <SavePanel key={query} config={config} query={query} suggestedName={suggestedName} {...open} />}
    />
  );
}

function SavePanel({
  config,
  query,
  suggestedName,
  id,
  root,
  close,
}: {
  config: ListingConfig;
  query: string;
  suggestedName: string;
  id: string;
  root: RefObject<HTMLDivElement | null>;
  close: () => void;
}) {
  const { t } = useTranslation(['profile', 'errors']);
  const ids = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(suggestedName);
  const [sms, setSms] = useState(false);
  const [state, setState] = useState<{ saved?: SavedSearch; error?: unknown; sending?: boolean }>({});
  useDismiss(root, close);
  useEffect(() => root.current?.querySelector<HTMLInputElement>('input')?.select(), [root]);

  if (state.saved)
    return (
      <div id={id} className={`${dropdown.panel} ${styles.pricePanel}`} role="status">
        <p className={styles.savedText}>{t('savedSearches.saved', { name: state.saved.name })}</p>
        <Link to={PATHS.savedSearches} className={styles.apply}>
          {t('savedSearches.seeAll')}
        </Link>
      </div>
    );
  return (
    <form
      id={id}
      className={`${dropdown.panel} ${styles.pricePanel}`}
      onSubmit={async (event) => {
        event.preventDefault();
        if (state.sending) return;
        setState({ sending: true });
        try {
          const saved = await saveSearch({ name, category: config.category, query, sms });
          await queryClient.invalidateQueries({ queryKey: savedSearchesKey });
          setState({ saved });
        } catch (error) {
          setState({ error });
        }
      }}
    >
      <label htmlFor={`${ids}-name`} className={form.label}>
        {t('savedSearches.name')}
      </label>
      <input
        id={`${ids}-name`}
        className={form.input}
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
        required
        onChange={(event) => setName(event.target.value)}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={sms} onChange={(event) => setSms(event.target.checked)} />
        {t('savedSearches.smsDaily')}
      </label>
      <p className={form.hint}>{t('savedSearches.hint')}</p>
      {state.error !== undefined && (
        <p role="alert" className={form.fieldError}>
          {errorText(state.error, t)}
        </p>
      )}
      <button type="submit" className={styles.apply} disabled={state.sending || name.trim() === ''}>
        {t('savedSearches.saveButton')}
      </button>
    </form>
  );
}
