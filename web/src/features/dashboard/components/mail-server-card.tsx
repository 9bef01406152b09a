import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TestMailButton } from '../../../components/test-mail/test-mail-button';
import { useSendOperatorTestMail } from '../api/send-operator-test-mail';

/**
 * The operator's mail server (SMTP_URL), with its test mail: the super tenant's administrators see it
 * beside the server's health, since every mail not sent through a white label's own server goes there.
 */
export function MailServerCard() {
  const { t } = useTranslation('testMail');
  const send = useSendOperatorTestMail();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dashboard-mail-server">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          <IconMail size={26} />
        </ThemeIcon>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="dashboard-mail-server">
              {t('operator.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('operator.text')}
            </Text>
          </div>
          <Group>
            <TestMailButton mutation={send} inputFor={(recipient) => recipient} description={t('operator.dialog')} />
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
