import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '../../lib/i18n';

export function LanguageMenu() {
  const { t, i18n } = useTranslation('shell');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('header.language')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.language')}>
            <IconLanguage size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            onClick={() => void changeLanguage(language.code)}
            rightSection={i18n.language === language.code ? <IconCheck size={14} /> : null}
          >
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
