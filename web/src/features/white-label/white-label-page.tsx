import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useListReturn } from '../../lib/list-return';
import { useWhiteLabel } from './api/white-label-api';
import { ProvisioningCard } from './components/provisioning-card';
import { WhiteLabelForm } from './components/white-label-form';

type RouteState = { subscriberId?: unknown; cloudId?: unknown } | null;

/** /subscribers/white_label needs route state `{ subscriberId, cloudId }` from a Subscribers row; without it, /dashboard. */
export function WhiteLabelPage() {
  const { state } = useLocation() as { state: RouteState };
  const subscriberId = typeof state?.subscriberId === 'number' ? state.subscriberId : null;
  const cloudId = typeof state?.cloudId === 'string' ? state.cloudId : null;
  if (subscriberId === null || cloudId === null) return <Navigate to="/dashboard" replace />;
  return <WhiteLabelScreen subscriberId={subscriberId} cloudId={cloudId} />;
}

function WhiteLabelScreen({ subscriberId, cloudId }: { subscriberId: number; cloudId: string }) {
  const { t } = useTranslation('whiteLabel');
  const whiteLabel = useWhiteLabel(subscriberId);
  const listPath = useListReturn('/subscribers');
  // The detail load fails silently (document 3 §8): the list is where a missing tenant shows.
  if (whiteLabel.isError) return <Navigate to={listPath} replace />;
  return (
    <Stack gap="md" maw={1080}>
      <PageTitle>{t('title', { cloudId })}</PageTitle>
      <ProvisioningCard subscriberId={subscriberId} cloudId={cloudId} />
      {whiteLabel.data ? (
        <WhiteLabelForm key={whiteLabel.data.id ?? 'new'} whiteLabel={whiteLabel.data} />
      ) : (
        <Center py="xl">
          <Loader />
        </Center>
      )}
    </Stack>
  );
}
