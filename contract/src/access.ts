export const USER_TYPES = ['admin', 'support user', 'simple user'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * Who may make a call. The server refuses everyone else; the web hides what the session cannot
 * use by reading the same rule, so the sidebar and the server never disagree.
 */
export type Access =
  | { kind: 'anonymous' }
  | { kind: 'signedIn' }
  | { kind: 'userTypes'; userTypes: readonly UserType[] }
  | { kind: 'superTenant'; userTypes: readonly UserType[] };

export const anonymous: Access = { kind: 'anonymous' };
export const signedIn: Access = { kind: 'signedIn' };
export const userTypes = (...types: UserType[]): Access => ({ kind: 'userTypes', userTypes: types });
export const superTenant = (...types: UserType[]): Access => ({
  kind: 'superTenant',
  userTypes: types.length > 0 ? types : USER_TYPES,
});

/** The part of a session that access rules look at. */
export type AccessSubject = { userType: string; isSuperTenant: boolean };

export function canAccess(access: Access, subject: AccessSubject | null): boolean {
  switch (access.kind) {
    case 'anonymous':
      return true;
    case 'signedIn':
      return subject !== null;
    case 'userTypes':
      return subject !== null && (access.userTypes as readonly string[]).includes(subject.userType);
    case 'superTenant':
      return (
        subject !== null &&
        subject.isSuperTenant &&
        (access.userTypes as readonly string[]).includes(subject.userType)
      );
  }
}
