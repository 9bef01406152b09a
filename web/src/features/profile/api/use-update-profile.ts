import { useMutation } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { setProfileUrl } from '../../../lib/session';

export type ProfileUpdate = { name: string; email: string; phone_number: string; username: string; id: number; file: File | null };

export function useUpdateProfile() {
  return useMutation({
    mutationFn: ({ file, id, ...fields }: ProfileUpdate) =>
      rpc('updateProfile', { ...fields, id: String(id), type: file ? 'image' : 'text' }, { file }),
    onSuccess: (answer) => setProfileUrl(answer.url),
  });
}
