import { rpc } from '../../../lib/rpc';
import { setProfileUrl } from '../../../lib/session';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

export type ProfileUpdate = { name: string; email: string; phone_number: string; username: string; id: number; file: File | null };

export function useUpdateProfile() {
  return useSubmitMutation({
    mutationFn: ({ file, id, ...fields }: ProfileUpdate, { idempotencyKey }) =>
      rpc('updateProfile', { ...fields, id: String(id), type: file ? 'image' : 'text' }, { files: { file }, idempotencyKey }),
    onSuccess: (answer) => setProfileUrl(answer.url),
  });
}
