import { Alert, Center, Loader, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../lib/i18n';

/**
 * Someone opening a public link (a QR e-mail, a tenant's portability check) has likely never used
 * the console: their browser's language is the best guess, until they choose one.
 */
function useBrowserLanguage() {
  useEffect(() => {
    if (localStorage.getItem('language')) return;
    const wanted = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((code) => LANGUAGES.some((l) => l.code === code));
    if (wanted && wanted !== 'en') void changeLanguage(wanted as LanguageCode);
  }, []);
}

type PublicPageProps = {
  title: string;
  /** The language choice's label, in the page's own texts. */
  languageLabel: string;
  maxWidth: number;
  /** Above the title: the tenant's logo, where the page has it. */
  header?: ReactNode;
  /**
   * While the page's one read is under way: the label of the loader the card then holds alone, so
   * that nothing already on screen moves when the page arrives (a tenant's logo above the title, the
   * content above the language choice).
   */
  loading?: string;
  children?: ReactNode;
};

/**
 * The frame of a page opened from a link, signed out: one card on a plain background with its
 * title, and a language choice, since there is no signed-in header with its language menu.
 */
export function PublicPage({ title, languageLabel, maxWidth, header, loading, children }: PublicPageProps) {
  const { t, i18n } = useTranslation('common');
  useBrowserLanguage();
  useEffect(() => {
    document.title = `${title} | ${t('appName')}`;
  }, [title, t]);
  return (
    // The card hangs from the top of the screen: centred, it would move up as it grows.
    <Center component="main" mih="100vh" p={{ base: 'xs', xs: 'md' }} bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))" style={{ alignItems: 'flex-start' }}>
      <Paper shadow="md" radius="lg" p={{ base: 'sm', xs: 'xl' }} w="100%" maw={maxWidth} withBorder>
        {loading === undefined ? (
          <Stack gap="md">
            {header}
            <Title order={1} size="h2" ta="center">
              {title}
            </Title>
            {children}
            <NativeSelect
              label={languageLabel}
              size="xs"
              value={i18n.language}
              onChange={(event) => void changeLanguage(event.currentTarget.value as LanguageCode)}
              data={LANGUAGES.map((language) => ({ value: language.code, label: language.label }))}
            />
          </Stack>
        ) : (
          <PublicPageLoader label={loading} />
        )}
      </Paper>
    </Center>
  );
}

/** A public page's wait for its one read. */
function PublicPageLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

/** Why a public page's link cannot be used (a spent QR code, an unknown tenant), in the server's words. */
export function PublicPageProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} title={title} role="alert" styles={{ title: { color: 'var(--mantine-color-error)' } }}>
      {children}
    </Alert>
  );
}
