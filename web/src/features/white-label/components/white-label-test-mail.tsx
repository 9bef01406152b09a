import { MAIL_SERVER_FIELDS } from '@mamt/contract';
import { Group } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TestMailButton } from '../../../components/test-mail/test-mail-button';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSendWhiteLabelTestMail } from '../api/send-white-label-test-mail';
import type { WhiteLabelValues } from './white-label-sections';

type Props = { form: UseFormReturn<WhiteLabelValues, unknown, WhiteLabelValues>; subscriberId: number };

/**
 * The mail server section's test mail: sent with the values typed, not yet saved. Those fields are
 * checked first, under themselves; a refusal of one (a password to type again) lands under it too.
 */
export function WhiteLabelTestMail({ form, subscriberId }: Props) {
  const { t } = useTranslation('testMail');
  const send = useSendWhiteLabelTestMail();
  const mailServer = () => Object.fromEntries(MAIL_SERVER_FIELDS.map((name) => [name, form.getValues(name)])) as Pick<WhiteLabelValues, (typeof MAIL_SERVER_FIELDS)[number]>;
  return (
    <Group>
      <TestMailButton
        mutation={send}
        inputFor={(recipient) => ({ ...mailServer(), subscriber_id: subscriberId, recipient })}
        description={t('whiteLabel')}
        canOpen={() => form.trigger([...MAIL_SERVER_FIELDS], { shouldFocus: true })}
        onRefused={(error) => applyServerErrors(error, form.setError, MAIL_SERVER_FIELDS, () => {})}
      />
    </Group>
  );
}
