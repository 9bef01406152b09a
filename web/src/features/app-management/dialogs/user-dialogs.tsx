import type { UserDialog } from '../components/user-row-menu';
import { AccountPreviewDialog } from './account-preview-dialog';
import { CallingNumberDialog } from './calling-number-dialog';
import type { UserDialogProps } from './dialog-props';
import { DidSharingDialog } from './did-sharing-dialog';
import { SharedVoicemailDialog } from './shared-voicemail-dialog';

/** The per-user dialog the row menu opened, if any. */
export function UserDialogs({ dialog, ...props }: UserDialogProps & { dialog: UserDialog }) {
  if (dialog === 'sharedVoicemail') return <SharedVoicemailDialog {...props} />;
  if (dialog === 'accountPreview') return <AccountPreviewDialog {...props} />;
  if (dialog === 'callingNumber') return <CallingNumberDialog {...props} />;
  return <DidSharingDialog {...props} />;
}
