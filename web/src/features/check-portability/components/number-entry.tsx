import { Button, Group, Stack, TextInput, type ButtonProps } from '@mantine/core';
import type { MessageRef } from '@mamt/contract/messages/messages';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { translateId } from '../../../lib/spec-messages';
import { addNumbers } from '../add-numbers';
import { NumberChips } from './number-chips';

type NumberEntryProps = {
  numbers: readonly string[];
  onNumbersChange: (numbers: string[]) => void;
  /** What is wrong with the entry or the list, shown under the field. */
  problem: MessageRef | null;
  onProblem: (problem: MessageRef | null) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  buttonProps: Pick<ButtonProps, 'color' | 'vars'>;
};

/** The field where numbers are typed and added (Add, or Enter), and the numbers added so far as chips. */
export function NumberEntry({ numbers, onNumbersChange, problem, onProblem, inputRef, buttonProps }: NumberEntryProps) {
  const { t } = useTranslation('checkPortability');
  const [typed, setTyped] = useState('');

  function add(event: FormEvent) {
    event.preventDefault();
    const addition = addNumbers(numbers, typed);
    onNumbersChange(addition.numbers);
    onProblem(addition.problem);
    if (addition.clearField) setTyped('');
  }

  function remove(number: string) {
    onNumbersChange(numbers.filter((kept) => kept !== number));
    onProblem(null);
    // The removed chip's button is gone: the field is where the person goes on.
    inputRef.current?.focus();
  }

  return (
    <Stack gap="sm">
      <form onSubmit={add} noValidate>
        <TextInput
          ref={inputRef}
          label={t('numbers.label')}
          description={t('numbers.hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          // The Add button sits level with the field, the hint and any problem below both.
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap">
              <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
              <Button type="submit" {...buttonProps}>
                {t('numbers.add')}
              </Button>
            </Group>
          )}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            onProblem(null);
          }}
          error={problem ? translateId(problem.id, problem.params) : undefined}
          inputMode="tel"
          autoComplete="off"
        />
      </form>
      <NumberChips numbers={numbers} onRemove={remove} />
    </Stack>
  );
}
