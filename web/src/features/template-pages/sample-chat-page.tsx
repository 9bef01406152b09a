import { Avatar, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

/** The template's demo chat: static sample messages, nothing is sent. */
const SAMPLE_MESSAGES = [
  { sender: 'Vincent Porter', mine: false, text: 'Are we meeting today? The project is already done.' },
  { sender: 'me', mine: true, text: 'Yes, at 3 pm. I will bring the release notes.' },
  { sender: 'Vincent Porter', mine: false, text: 'Great, see you then.' },
];

export function SampleChatPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack maw={720}>
      <PageTitle>{t('chat.title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('chat.note')}
      </Text>
      <Card withBorder radius="md">
        <Stack>
          {SAMPLE_MESSAGES.map((message, index) => (
            <Group key={index} justify={message.mine ? 'flex-end' : 'flex-start'} align="flex-end" gap="xs">
              {message.mine ? null : <Avatar radius="xl" name={message.sender} color="initials" size="sm" />}
              <Card radius="lg" padding="xs" bg={message.mine ? 'brand.6' : 'gray.1'} c={message.mine ? 'white' : 'dark'} maw="70%">
                <Text size="sm">{message.text}</Text>
              </Card>
            </Group>
          ))}
          <TextInput placeholder={t('chat.placeholder')} disabled aria-label={t('chat.placeholder')} />
        </Stack>
      </Card>
    </Stack>
  );
}
