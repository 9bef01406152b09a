import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';
import { useSavedOnce } from '../../lib/use-saved-once';

type Callbacks = { onSuccess: (answer: { message: string }) => void; onError: (error: unknown) => void };

/** A save call's mutation: it receives the valid form and ignores a repeat while one is under way (useSubmitMutation). */
export type SaveMutation<TOut> = { mutate: (values: TOut, callbacks: Callbacks) => void; isPending: boolean };

/**
 * The submit of an add/edit form that returns to its list: a successful save toasts the server's
 * message and goes back; server field errors land under their fields (`fieldNames`, asked when the
 * error comes, as rows may have been added), and only an error of no field is toasted. Once saved
 * the form sends nothing more while it is leaving (a late second click would otherwise add the
 * same record again).
 */
export function useSaveAndReturn<TIn extends FieldValues, TOut>(form: UseFormReturn<TIn, unknown, TOut>, mutation: SaveMutation<TOut>, listPath: string, fieldNames: () => readonly string[]) {
  const navigate = useNavigate();
  const saved = useSavedOnce();
  return form.handleSubmit((values) => {
    if (saved.isSaved()) return;
    mutation.mutate(values, {
      onSuccess: (answer) => {
        saved.markSaved();
        notifySuccess(answer);
        void navigate(listPath);
      },
      onError: (error) => applyServerErrors(error, form.setError, fieldNames()),
    });
  });
}
