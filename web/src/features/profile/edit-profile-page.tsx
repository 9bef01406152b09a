import { Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../lib/use-profile';
import { ChangePasswordCard } from './components/change-password-card';
import { ProfileCard } from './components/profile-card';
import { PageTitle } from '../../components/page-title';

/** Edit Profile (document 2 §2): change password, and name, e-mail, phone and picture. */
export function EditProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      {profile.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ChangePasswordCard />
          <ProfileCard profile={profile.data} />
        </SimpleGrid>
      ) : (
        <Center py="xl">{profile.isError ? profile.error.message : <Loader />}</Center>
      )}
    </Stack>
  );
}
