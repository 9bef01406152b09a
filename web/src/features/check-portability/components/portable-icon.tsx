import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A check or a cross (document 3), named for screen readers. */
export function PortableIcon({ portable }: { portable: boolean }) {
  const { t } = useTranslation('checkPortability');
  const Icon = portable ? IconCircleCheck : IconCircleX;
  const color = portable ? 'light-dark(var(--mantine-color-green-8), var(--mantine-color-green-5))' : 'light-dark(var(--mantine-color-red-8), var(--mantine-color-red-5))';
  return <Icon role="img" aria-label={t(portable ? 'results.portable' : 'results.notPortable')} color={color} size={22} style={{ flexShrink: 0 }} />;
}

/** One provider's verdict on a number: its icon and the provider's name beside it. */
export function ProviderVerdict({ portable, provider }: { portable: boolean; provider: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <PortableIcon portable={portable} />
      <span>{provider}</span>
    </span>
  );
}
