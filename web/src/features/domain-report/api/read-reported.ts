import { notifyError } from '../../../lib/notify';
import { RpcError } from '../../../lib/rpc';

/**
 * Runs a read of the report and toasts its failure (document 3 §8: summaries show the error
 * message), then fails the query so the table says so too. An ended session is not toasted: the
 * console is already on its way to /login.
 */
export async function readReported<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof RpcError && error.status === 401)) notifyError(error as Error);
    throw error;
  }
}
