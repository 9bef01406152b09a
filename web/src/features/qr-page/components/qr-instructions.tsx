import { Center, Image, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrCode } from '../api/use-qr-code';
import { useOnPhone } from '../use-on-phone';
import { SignInDetails } from './sign-in-details';

type Props = { qr: QrCode; token: string };

function QrImage({ qr }: { qr: QrCode }) {
  const { t } = useTranslation('qrPage');
  return (
    <Center>
      <Image src={qr.qr_png} alt={t('qrAlt')} w="min(280px, 100%)" h="auto" fit="contain" />
    </Center>
  );
}

type PartProps = { id: string; title: string; text?: string; children: ReactNode };

/** One titled part of the instructions (scan the code, or type the sign-in), named for screen readers by its title. */
function Part({ id, title, text, children }: PartProps) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" mb="xs" id={id}>
        {title}
      </Title>
      {text ? (
        <Text size="sm" mb="sm">
          {text}
        </Text>
      ) : null}
      {children}
    </section>
  );
}

/** On a computer: the code first, then the same sign-in typed by hand (a desktop app, no camera). */
function ComputerFirst({ qr, token }: Props) {
  const { t } = useTranslation('qrPage');
  return (
    <>
      <Text ta="center">{t('introComputer', { company: qr.company })}</Text>
      <QrImage qr={qr} />
      <Part id="qr-scan-title" title={t('stepsTitle')}>
        <List type="ordered" spacing="xs">
          <List.Item>{t('steps.install')}</List.Item>
          <List.Item>{t('steps.scan')}</List.Item>
          <List.Item>{t('steps.point')}</List.Item>
        </List>
      </Part>
      <Part id="qr-type-title" title={t('typeIn.titleComputer')} text={t('typeIn.computer')}>
        <SignInDetails cloudId={qr.cloud_id} username={qr.cloud_username} password={token} />
      </Part>
    </>
  );
}

/** On a phone, which cannot scan its own screen: the sign-in to type (or paste) first, the code below for another phone. */
function PhoneFirst({ qr, token }: Props) {
  const { t } = useTranslation('qrPage');
  return (
    <>
      <Text ta="center">{t('introPhone', { company: qr.company })}</Text>
      <Part id="qr-type-title" title={t('typeIn.titlePhone')}>
        <List type="ordered" spacing="xs" mb="sm">
          <List.Item>{t('typeIn.installHere')}</List.Item>
          <List.Item>{t('typeIn.enter')}</List.Item>
        </List>
        <SignInDetails cloudId={qr.cloud_id} username={qr.cloud_username} password={token} />
      </Part>
      <Part id="qr-scan-title" title={t('scanElsewhere.title')} text={t('scanElsewhere.text')}>
        <QrImage qr={qr} />
      </Part>
    </>
  );
}

/**
 * How to use the code, in the order that suits the screen: the mail says to open the link on the
 * phone or to scan the code, and the page offers both, the likelier first.
 */
export function QrInstructions({ qr, token }: Props) {
  const { t, i18n } = useTranslation('qrPage');
  const onPhone = useOnPhone();
  const expires = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(qr.expires_at));
  return (
    <Stack gap="lg" align="stretch">
      {onPhone ? <PhoneFirst qr={qr} token={token} /> : <ComputerFirst qr={qr} token={token} />}
      <Text size="sm">{t('expires', { date: expires })}</Text>
    </Stack>
  );
}
