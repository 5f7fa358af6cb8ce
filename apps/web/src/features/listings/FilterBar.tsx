import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../components/dropdown/Dropdown';
import type { ListParams } from '../../lib/adverts-query';
import { currentLanguage } from '../../lib/i18n';
import { lookups } from '../../lib/lookups-query';
import type { FilterKind, ListingConfig } from './listing-config';

interface FilterProps {
  config: ListingConfig;
  params: ListParams;
  update: (change: Partial<ListParams>) => void;
}

function BrandFilter({ config, params, update }: FilterProps) {
  const { t } = useTranslation();
  const { data = [] } = useQuery(lookups.brands(config.brandKind ?? 'phone'));
  return (
    <Dropdown
      id="brand"
      label={t('listing.brand')}
      options={data.map((b) => ({
        value: b.id,
        label: b.name,
        icon: <img src={b.logoUrl} alt="" width={20} height={20} />,
      }))}
      value={params.brandIds?.[0]}
      onChange={(id) => update({ brandIds: id ? [id] : undefined })}
    />
  );
}

function ModelFilter({ params, update }: FilterProps) {
  const { t } = useTranslation();
  const brandId = params.brandIds?.[0];
  const { data = [] } = useQuery({ ...lookups.models(brandId ?? 0), enabled: brandId !== undefined });
  return (
    <Dropdown
      id="model"
      label={t('listing.model')}
      options={brandId ? data.map((m) => ({ value: m.id, label: m.name })) : []}
      value={params.modelIds?.[0]}
      onChange={(id) => update({ modelIds: id ? [id] : undefined })}
      blockedMessage={brandId ? undefined : t('listing.selectBrandFirst')}
    />
  );
}

function DistrictFilter({ params, update }: FilterProps) {
  const { t, i18n } = useTranslation();
  const { data = [] } = useQuery(lookups.districts(currentLanguage(i18n.resolvedLanguage)));
  return (
    <Dropdown
      id="district"
      label={t('listing.city')}
      options={data.map((d) => ({ value: d.id, label: d.name }))}
      value={params.districtId}
      onChange={(districtId) => update({ districtId })}
    />
  );
}

function ProviderFilter({ params, update }: FilterProps) {
  const { t } = useTranslation();
  const { data = [] } = useQuery(lookups.providers());
  return (
    <Dropdown
      id="provider"
      label={t('listing.provider')}
      options={data.map((p) => ({
        value: p.id,
        label: p.name,
        icon: <img src={p.imageUrl} alt="" width={20} height={20} />,
      }))}
      value={params.providerId}
      onChange={(providerId) => update({ providerId })}
    />
  );
}

function TypeFilter({ params, update }: FilterProps) {
  const { t } = useTranslation();
  const { data = [] } = useQuery(lookups.accessoryTypes());
  return (
    <Dropdown
      id="type"
      label={t('listing.type')}
      options={data.map((type) => ({ value: type, label: t(`accessoryTypes.${type}`) }))}
      value={params.type}
      onChange={(type) => update({ type })}
    />
  );
}

const FILTERS: Record<FilterKind, (props: FilterProps) => React.JSX.Element> = {
  brand: BrandFilter,
  model: ModelFilter,
  district: DistrictFilter,
  provider: ProviderFilter,
  type: TypeFilter,
};

/** The dropdowns a listing's configuration names, in order, laid out as the toolbar's own items. */
export function FilterBar({ className, ...props }: FilterProps & { className?: string }) {
  return (
    <div className={className} style={{ display: 'contents' }}>
      {props.config.filters.map((kind) => {
        const Filter = FILTERS[kind];
        return <Filter key={kind} {...props} />;
      })}
    </div>
  );
}
