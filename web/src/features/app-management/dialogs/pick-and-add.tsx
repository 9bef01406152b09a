import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { ShownMessage } from '../../../lib/spec-messages';
import type { SubmitMutation } from '../../../lib/use-submit-mutation';

type Props<TInput> = {
  /** The dialog's add call, sent with `input` (what the pickers hold). */
  mutation: SubmitMutation<ShownMessage, TInput>;
  input: TInput;
  /** After a success: empties the picker, so the same value is not added twice by mistake. */
  onAdded: () => void;
  label: string;
  /** The pickers of what to add. */
  children: ReactNode;
};

/** The pickers of a per-user dialog and the button that adds their choice; the server's answer is toasted. */
export function PickAndAdd<TInput>({ mutation, input, onAdded, label, children }: Props<TInput>) {
  const add = () =>
    mutation.mutate(input, {
      onSuccess: (answer) => {
        notifySuccess(answer);
        onAdded();
      },
      onError: (error) => notifyError(error),
    });
  return (
    <Group align="flex-end" wrap="wrap">
      {children}
      <Button loading={mutation.isPending} onClick={add}>
        {label}
      </Button>
    </Group>
  );
}
