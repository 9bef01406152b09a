import { Avatar, Drawer, Group, Indicator, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Static sample people of the template (document 1 §2); they lead to the sample chat. */
const SAMPLE_FRIENDS = [
  { name: 'Vincent Porter', online: true },
  { name: 'Ain Chavez', online: false },
  { name: 'Kori Thomas', online: true },
  { name: 'Erica Hughes', online: true },
  { name: 'Ginger Johnston', online: false },
  { name: 'Prince Anderson', online: true },
];

export function FriendList({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title={t('friends.title')} closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t('friends.note')}
        </Text>
        {SAMPLE_FRIENDS.map((friend) => (
          <UnstyledButton
            key={friend.name}
            onClick={() => {
              onClose();
              void navigate('/chat-app/chat');
            }}
          >
            <Group gap="sm">
              <Indicator color={friend.online ? 'teal' : 'gray'} offset={4} position="bottom-end" size={10} withBorder>
                <Avatar radius="xl" name={friend.name} color="initials" />
              </Indicator>
              <div>
                <Text size="sm" fw={500}>
                  {friend.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {friend.online ? t('friends.online') : t('friends.offline')}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Drawer>
  );
}
