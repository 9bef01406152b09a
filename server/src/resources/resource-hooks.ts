import type { AppError } from '../lib/app-error.js';
import type { Session } from '../rpc/call-context.js';
import type { Executor } from './table-store.js';
import type { StoredRow } from './wire-mapping.js';

/** Who saves, for what tenant, over what stored row: what the rpc layer and the kit resolved before the hooks run. */
export type SaveTarget = { cloudId?: string; session: Session; stored?: StoredRow };

/**
 * A resource's special rules, each at the one point where it applies; everything else is the kit's.
 * A hook that refuses throws (a field error, or an AppError of its own code).
 */
export type ResourceHooks<Form> = {
  /**
   * The tenant a save is for, where the form names it otherwise than by the scope's cloud id (a
   * client profile by its subscriber's id, as older clients send it).
   */
  tenantOf?: (form: Form, session: Session) => Promise<string>;
  /** Checks a save beyond its form's own, before anything is written. */
  beforeSave?: (form: Form, target: SaveTarget) => Promise<void>;
  /** The columns to store, from those the field map gave: add what the form does not carry, or clean a value. */
  columns?: (columns: Record<string, unknown>, form: Form, target: SaveTarget) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** What a save changes besides its row, in the same transaction: both are written, or neither. */
  afterSave?: (id: number, form: Form, target: SaveTarget, tx: Executor) => Promise<void>;
  /** A clash on a declared unique index whose words depend on the form (which level of profile is taken). */
  uniqueClash?: (index: string, form: Form) => AppError | undefined;
  /** Checks a delete (the row is read first: the rule may depend on it, or on who deletes). */
  beforeDelete?: (stored: StoredRow, session: Session) => Promise<void>;
  /** What goes with a deleted row that no foreign key takes, in the delete's transaction. */
  alsoDelete?: (stored: StoredRow, tx: Executor) => Promise<void>;
  /** The record as answered, from the field map's: add what is worked out rather than stored. */
  answer?: (record: Record<string, unknown>, stored: StoredRow) => Record<string, unknown>;
};
