import { Alert } from '@mantine/core';
import type { CallOutput, Calls } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import { translateShown } from '../../../lib/spec-messages';

type Props = { answer: CallOutput<Calls['testPortabilityConnection']> };

/** How a card's test connection went, in the provider's words as the server put them (translated by message id). */
export function TestResult({ answer }: Props) {
  const { t } = useTranslation('portability');
  return (
    <Alert color={answer.ok ? 'green' : 'red'} variant="light" title={answer.ok ? t('test.ok') : t('test.failed')} role="status">
      {translateShown(answer)}
    </Alert>
  );
}
