import { ActionIcon, Menu } from '@mantine/core';
import { calls } from '@mamt/contract';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { credsCanAccess } from '../../../lib/access';
import { useSession } from '../../../lib/use-session';

export type UserDialog = 'sharedVoicemail' | 'callingNumber' | 'didSharing' | 'accountPreview';
const DIALOGS: UserDialog[] = ['sharedVoicemail', 'callingNumber', 'didSharing'];

type Props = { extension: string; onOpen: (dialog: UserDialog) => void; onDevices?: () => void };

/** The per-user dialogs of a row of the users table. */
export function UserRowMenu({ extension, onOpen, onDevices }: Props) {
  const { t } = useTranslation('appManagement');
  const { t: td } = useTranslation('devices');
  const { creds } = useSession();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('rowMenu.label', { extension })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {DIALOGS.map((dialog) => (
          <Menu.Item key={dialog} onClick={() => onOpen(dialog)}>
            {t(`dialogs.${dialog}.title`)}
          </Menu.Item>
        ))}
        {credsCanAccess(calls.previewAccount.access, creds) ? (
          <Menu.Item onClick={() => onOpen('accountPreview')}>{t('dialogs.accountPreview.title')}</Menu.Item>
        ) : null}
        {onDevices ? <Menu.Item onClick={onDevices}>{td('appManagement.devices')}</Menu.Item> : null}
      </Menu.Dropdown>
    </Menu>
  );
}
