import { Button, Stack } from '@mantine/core';
import type { MessageRef } from '@mamt/contract/messages/messages';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandButtonProps } from '../brand-button';
import { usePortabilityCheck } from '../use-portability-check';
import { NumberEntry } from './number-entry';
import { ProviderProgress } from './provider-progress';
import { ResultsTable } from './results-table';

type PortabilityCheckerProps = { cloudId: string; buttonColor?: string };

/** The check of document 3: numbers added one at a time, then checked with the three providers at once. */
export function PortabilityChecker({ cloudId, buttonColor }: PortabilityCheckerProps) {
  const { t } = useTranslation('checkPortability');
  const [numbers, setNumbers] = useState<string[]>([]);
  const [problem, setProblem] = useState<MessageRef | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const run = usePortabilityCheck(cloudId);
  const buttonProps = brandButtonProps(buttonColor);

  function check() {
    if (numbers.length === 0) {
      setProblem({ id: 'portabilityListEmpty' });
      input.current?.focus();
      return;
    }
    setProblem(null);
    run.check(numbers);
  }

  return (
    <Stack gap="md">
      <NumberEntry numbers={numbers} onNumbersChange={setNumbers} problem={problem} onProblem={setProblem} inputRef={input} buttonProps={buttonProps} />
      <Button onClick={check} loading={run.running} size="md" {...buttonProps}>
        {t('check')}
      </Button>
      <ProviderProgress providers={run.providers} />
      <ResultsTable rows={run.rows} checked={run.started} running={run.running} />
    </Stack>
  );
}
