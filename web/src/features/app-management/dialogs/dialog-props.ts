import type { DomainUser } from '../api/use-domain-users';

/** What every per-user dialog of App Management is given. */
export type UserDialogProps = { domain: string; cloudId?: string; user: DomainUser; onClose: () => void };
