import { ZTestMailRecipient, type TTestMailAnswer } from '@mamt/contract';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RpcError } from '../../lib/rpc';
import { translateMessage, translateRef, translateShown } from '../../lib/spec-messages';
import { useProfile } from '../../lib/use-profile';
import type { SubmitMutation } from '../../lib/use-submit-mutation';

type Props<V> = {
  /** The test mail's call, as the screen sends it. */
  mutation: SubmitMutation<TTestMailAnswer, V>;
  /** The call's input for the typed recipient (a form's values are read when Send is pressed). */
  inputFor: (recipient: string) => V;
  /** What the mail goes through, said in the dialog. */
  description: ReactNode;
  /** Before the dialog opens: false keeps it shut (the screen has shown what to correct first). */
  canOpen?: () => Promise<boolean>;
  /** A refusal of the call, besides its message in the dialog: a form puts its field errors under its fields. */
  onRefused?: (error: Error) => void;
};

/**
 * "Send a test mail": a dialog with the recipient (the signed-in user's address to start with) and
 * Send; the answer stays in the dialog, green with the mail server's words, or red with the reason.
 */
export function TestMailButton<V>({ mutation, inputFor, description, canOpen, onRefused }: Props<V>) {
  const { t } = useTranslation('testMail');
  const [opened, setOpened] = useState(false);
  // Asked for when the dialog first opens, not with every screen that has the button.
  const profile = useProfile({ enabled: opened });
  // Until something is typed, the signed-in user's own address (once known).
  const [typed, setTyped] = useState<string | null>(null);
  const recipient = typed ?? profile.data?.email ?? '';
  const [recipientError, setRecipientError] = useState<string>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();

  const open = async () => {
    if (canOpen && !(await canOpen())) return;
    setRecipientError(undefined);
    setOutcome(undefined);
    mutation.reset();
    setOpened(true);
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog sits in a portal, but React still hands its submit to a form around the button.
    event.stopPropagation();
    const checked = ZTestMailRecipient.safeParse(recipient);
    if (!checked.success) {
      setRecipientError(translateMessage(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setRecipientError(undefined);
    setOutcome(undefined);
    mutation.mutate(inputFor(checked.data), {
      onSuccess: (answer) => setOutcome({ ok: answer.ok, text: translateShown(answer) }),
      onError: (error) => {
        const failure = error instanceof RpcError ? error : null;
        const onRecipient = failure?.fieldErrors.recipient;
        if (onRecipient) {
          setRecipientError(translateRef(failure.fieldErrorIds.recipient, onRecipient));
          return;
        }
        setOutcome({ ok: false, text: translateShown(failure ?? error.message) });
        onRefused?.(error);
      },
    });
  };

  return (
    <>
      <Button variant="light" leftSection={<IconMailForward size={16} />} onClick={() => void open()}>
        {t('button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('title')} closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}>
        <form onSubmit={send} noValidate>
          <Stack gap="md">
            <Text size="sm">{description}</Text>
            <TextInput
              label={t('recipient')}
              type="email"
              required
              autoComplete="email"
              value={recipient}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={recipientError}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button type="submit" loading={mutation.isPending}>
                {t('send')}
              </Button>
            </Group>
            {/* An alert: read out as it appears. */}
            {outcome ? (
              <Alert color={outcome.ok ? 'green' : 'red'} variant="light" title={t(outcome.ok ? 'sent' : 'failed')}>
                {outcome.text}
              </Alert>
            ) : null}
          </Stack>
        </form>
      </Modal>
    </>
  );
}
