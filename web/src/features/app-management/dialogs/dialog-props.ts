import type { DomainUser } from '../components/domain-users-table';

/** What every per-user dialog of App Management is given. */
export type UserDialogProps = { domain: string; cloudId?: string; user: DomainUser; onClose: () => void };
