import { Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../lib/rpc';
import type { CheckPageBranding } from '../api/use-check-page';

/** The tenant whose link this is: its logo (a stored path, served from the API base) and its name. */
export function PageBranding({ branding }: { branding: CheckPageBranding }) {
  const { t } = useTranslation('checkPortability');
  return (
    <>
      {branding.logo ? <Image src={`${API_BASE}${branding.logo}`} alt={t('logoAlt', { company: branding.company })} h={56} fit="contain" /> : null}
      <Text fw={600} size="lg" ta="center">
        {branding.company}
      </Text>
    </>
  );
}
