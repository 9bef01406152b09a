import { MESSAGES, messageAnswer, type CallOutput, type Calls, type MessageAnswer } from '@mamt/contract';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { FileStore } from '../../lib/file-store.js';
import { deleteStoredImage, storeImage, type UploadedFile } from '../../lib/images.js';
import { hashPassword } from '../../lib/secrets.js';
import type { Session } from '../../rpc/call-context.js';
import type { AuthRepository } from '../../auth/auth.repository.js';
import type { AuthService } from '../../auth/auth.service.js';
import type { ProfileRepository } from './profile.repository.js';

export type ProfileServiceDeps = { repo: ProfileRepository; authRepo: AuthRepository; auth: AuthService; fileStore: FileStore };

export function createProfileService({ repo, authRepo, auth, fileStore }: ProfileServiceDeps) {
  async function currentUser(session: Session) {
    const user = await repo.findUser(session.userId);
    if (!user) throw new AppError('NOT_FOUND', MESSAGES.accountGone);
    return user;
  }

  return {
    async getProfile(session: Session): Promise<CallOutput<Calls['getProfileDetails']>> {
      const user = await currentUser(session);
      return {
        id: user.id,
        name: user.name,
        username: user.username,
        email: user.email,
        phone_number: user.phoneNumber,
        cloud_id: user.cloudId,
        user_type: user.userType,
        url: user.profileImage,
      };
    },

    /** Every token of the user is revoked; the caller continues with the fresh token it gets back. */
    async changePassword(session: Session, oldPassword: string, newPassword: string) {
      const user = await currentUser(session);
      if (!(await auth.verifyCurrentPassword(user.id, user.passwordHash, oldPassword))) throw fieldError('old_password', MESSAGES.wrongPassword);
      const passwordHash = await hashPassword(newPassword);
      await authRepo.transaction(async (tx) => {
        await authRepo.setPassword(user.id, passwordHash, tx);
        await authRepo.revokeUserSessions(user.id, tx);
      });
      return { ...messageAnswer(MESSAGES.passwordChanged), Token: await auth.issueToken(user.id) };
    },

    async updateProfile(
      session: Session,
      input: { name: string; email: string; phone_number: string },
      files: UploadedFile[],
    ): Promise<MessageAnswer & { url: string }> {
      const user = await currentUser(session);
      const image = files.find((file) => file.field === 'file');
      // The image is checked and stored before the row changes, so a bad file leaves the profile as it was.
      const profileImage = image ? await storeImage(fileStore, image) : undefined;
      try {
        await repo.updateProfile(user.id, {
          name: input.name,
          email: input.email,
          phoneNumber: input.phone_number,
          ...(profileImage ? { profileImage } : {}),
        });
      } catch (error) {
        if (profileImage) await deleteStoredImage(fileStore, profileImage);
        throw error;
      }
      // The replaced picture is no longer shown anywhere: nothing else points at an upload of a profile.
      // The profile is saved by now; a picture left over by a failed delete costs only space.
      if (profileImage && user.profileImage) await deleteStoredImage(fileStore, user.profileImage).catch(() => {});
      return { ...messageAnswer(MESSAGES.profileUpdated), url: profileImage ?? user.profileImage };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
