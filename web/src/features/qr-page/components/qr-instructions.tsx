import { Center, Image, List, Stack, Text, Title } from '@mantine/core';
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

/** On a computer: the code first, then the same sign-in typed by hand (a desktop app, no camera). */
function ComputerFirst({ qr, token }: Props) {
  const { t } = useTranslation('qrPage');
  return (
    <>
      <Text ta="center">{t('introComputer', { company: qr.company })}</Text>
      <QrImage qr={qr} />
      <section aria-labelledby="qr-scan-title">
        <Title order={2} size="h4" mb="xs" id="qr-scan-title">
          {t('stepsTitle')}
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>{t('steps.install')}</List.Item>
          <List.Item>{t('steps.scan')}</List.Item>
          <List.Item>{t('steps.point')}</List.Item>
        </List>
      </section>
      <section aria-labelledby="qr-type-title">
        <Title order={2} size="h4" mb="xs" id="qr-type-title">
          {t('typeIn.titleComputer')}
        </Title>
        <Text size="sm" mb="sm">
          {t('typeIn.computer')}
        </Text>
        <SignInDetails cloudId={qr.cloud_id} username={qr.cloud_username} password={token} />
      </section>
    </>
  );
}

/** On a phone, which cannot scan its own screen: the sign-in to type (or paste) first, the code below for another phone. */
function PhoneFirst({ qr, token }: Props) {
  const { t } = useTranslation('qrPage');
  return (
    <>
      <Text ta="center">{t('introPhone', { company: qr.company })}</Text>
      <section aria-labelledby="qr-type-title">
        <Title order={2} size="h4" mb="xs" id="qr-type-title">
          {t('typeIn.titlePhone')}
        </Title>
        <List type="ordered" spacing="xs" mb="sm">
          <List.Item>{t('typeIn.installHere')}</List.Item>
          <List.Item>{t('typeIn.enter')}</List.Item>
        </List>
        <SignInDetails cloudId={qr.cloud_id} username={qr.cloud_username} password={token} />
      </section>
      <section aria-labelledby="qr-scan-title">
        <Title order={2} size="h4" mb="xs" id="qr-scan-title">
          {t('scanElsewhere.title')}
        </Title>
        <Text size="sm" mb="sm">
          {t('scanElsewhere.text')}
        </Text>
        <QrImage qr={qr} />
      </section>
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
