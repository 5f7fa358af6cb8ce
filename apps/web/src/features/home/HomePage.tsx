import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';
import { useIsDesktop } from '../../lib/use-is-desktop';
import { ShortcutTiles } from './ShortcutTiles';

export function HomePage() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  return (
    <>
      {!isDesktop && <ShortcutTiles />}
      <PageHeading>{t('home.title')}</PageHeading>
    </>
  );
}
