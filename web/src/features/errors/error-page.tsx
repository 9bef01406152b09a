import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Error pages 400-503 share one text and a way back home (document 1 §2). */
export function ErrorPage({ code }: { code: string }) {
  const { t } = useTranslation('errors');
  useEffect(() => {
    document.title = `${code} | ${t('appName', { ns: 'common' })}`;
  }, [code, t]);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1} fz={96} c="brand">
          {code}
        </Title>
        <Text ta="center" c="dimmed" size="lg">
          {t('text')}
        </Text>
        <Anchor component={Link} to="/dashboard/default" fw={600}>
          {t('backHome')}
        </Anchor>
      </Stack>
    </Center>
  );
}
