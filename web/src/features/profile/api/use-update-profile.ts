import { useMutation } from '@tanstack/react-query';
import { rpcMultipart } from '../../../lib/rpc';
import { setProfileUrl } from '../../../lib/session';

export type ProfileUpdate = { name: string; email: string; phone_number: string; username: string; id: number; file: File | null };

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (update: ProfileUpdate) => {
      const form = new FormData();
      form.set('name', update.name);
      form.set('email', update.email);
      form.set('phone_number', update.phone_number);
      form.set('username', update.username);
      form.set('id', String(update.id));
      form.set('type', update.file ? 'image' : 'text');
      if (update.file) form.set('file', update.file);
      return rpcMultipart('updateProfile', form);
    },
    onSuccess: (answer) => setProfileUrl(answer.url),
  });
}
